import type { SeedTranslations } from './types'

// The terms of sale (Markdown bodies). Demo texts, like the Italian ones.
export const pagesTerms: SeedTranslations = {
  'termini-e-condizioni-di-vendita-a98f46': {
    es: 'Términos y condiciones de venta',
    fr: 'Conditions générales de vente',
    de: 'Allgemeine Verkaufsbedingungen',
    pt: 'Termos e condições de venda',
  },
  'condizioni-generali-di-vendita-di-d7d980': {
    es: 'Condiciones generales de venta de Soglia: precios, pagos, entrega, derecho de desistimiento y garantía.',
    fr: 'Conditions générales de vente de Soglia : prix, paiements, livraison, droit de rétractation et garantie.',
    de: 'Allgemeine Verkaufsbedingungen von Soglia: Preise, Zahlung, Lieferung, Widerrufsrecht und Gewährleistung.',
    pt: 'Condições gerais de venda da Soglia: preços, pagamentos, entrega, direito de livre resolução e garantia.',
  },
  '1-venditore-le-vendite-sono-68a327': {
    es: `## 1. Vendedor

Las ventas las realiza Soglia S.r.l., Via dei Serramenti 14, 37135 Verona (VR), NIF-IVA 01234567897, PEC soglia@pec.soglia.test.

## 2. Precios y pedidos

Todos los precios están en euros e **incluyen el IVA italiano del 22%**. Los gastos de envío y las posibles opciones (instalación, visita técnica, kits) se indican en el carrito antes de la confirmación. El contrato se perfecciona cuando recibe nuestro correo de confirmación del pedido. Para los clientes profesionales (distribuidores y tiendas) rigen las tarifas reservadas visibles después de iniciar sesión.

## 3. Pago

Aceptamos transferencia, tarjeta, PayPal, contra reembolso (solo artículos en almacén) y pago en nuestra exposición. Los productos a medida entran en fabricación solo después del cobro.

## 4. Entrega

Los plazos indicados en las fichas de producto son orientativos y se cuentan desde la confirmación del pedido. El riesgo pasa a usted en la entrega; revise los embalajes y comunique cualquier daño en un plazo de 8 días.

## 5. Derecho de desistimiento

Si es consumidor, puede desistir del contrato **en un plazo de 14 días** desde la entrega, sin indicar el motivo, comunicándolo por correo electrónico o PEC. Le reembolsamos en un plazo de 14 días desde la comunicación, pudiendo retener el reembolso hasta recibir los bienes; los gastos de devolución corren de su cuenta.

**El desistimiento queda excluido para los bienes confeccionados a medida o claramente personalizados**, como prevé el **art. 59, apartado 1, letra c) del Código de Consumo italiano** (D.Lgs. 206/2005): puertas, ventanas, persianas y mosquiteras fabricadas según las medidas, los acabados o las aperturas que ha indicado. Lo señalamos en cada ficha de producto a medida y antes del pago.

## 6. Garantía legal

Todos los productos tienen la garantía legal de conformidad de 24 meses para los consumidores (arts. 128 y siguientes del Código de Consumo italiano). No cubre los daños debidos a una instalación no conforme a las instrucciones, cuando la instalación no la hemos realizado nosotros.

## 7. Ley aplicable y litigios

Se aplica la ley italiana. Para los consumidores es competente el tribunal del lugar de residencia; además, está disponible la plataforma europea de resolución de litigios en línea.`,
    fr: `## 1. Vendeur

Les ventes sont réalisées par Soglia S.r.l., Via dei Serramenti 14, 37135 Vérone (VR), n° de TVA 01234567897, PEC soglia@pec.soglia.test.

## 2. Prix et commandes

Tous les prix sont en euros et **incluent la TVA italienne de 22 %**. Les frais de livraison et les éventuelles options (pose, visite technique, kits) sont indiqués dans le panier avant la confirmation. Le contrat est conclu à la réception de notre e-mail de confirmation de commande. Pour les clients professionnels (revendeurs et négoces), les tarifs réservés visibles après connexion s’appliquent.

## 3. Paiement

Nous acceptons le virement, la carte, PayPal, le paiement à la livraison (articles en stock uniquement) et le paiement au showroom. Les produits sur mesure ne sont fabriqués qu’après encaissement.

## 4. Livraison

Les délais indiqués sur les fiches produits sont indicatifs et courent à partir de la confirmation de la commande. Le risque vous est transféré à la livraison ; vérifiez les emballages et signalez tout dommage dans les 8 jours.

## 5. Droit de rétractation

Si vous êtes consommateur, vous pouvez vous rétracter **dans les 14 jours** suivant la livraison, sans avoir à motiver votre décision, en nous l’indiquant par e-mail ou PEC. Nous vous remboursons dans les 14 jours suivant votre demande, en pouvant différer le remboursement jusqu’à la réception des biens ; les frais de retour sont à votre charge.

**La rétractation est exclue pour les biens confectionnés sur mesure ou nettement personnalisés**, comme le prévoit l’**art. 59, alinéa 1, lettre c) du Code de la consommation italien** (D.Lgs. 206/2005) : portes, fenêtres, volets et moustiquaires fabriqués selon les dimensions, finitions ou ouvertures que vous avez indiquées. Nous le signalons sur chaque fiche de produit sur mesure et avant le paiement.

## 6. Garantie légale

Tous les produits bénéficient de la garantie légale de conformité de 24 mois pour les consommateurs (art. 128 et suivants du Code de la consommation italien). Ne sont pas couverts les dommages dus à une pose non conforme aux instructions, lorsque la pose n’a pas été réalisée par nous.

## 7. Droit applicable et litiges

Le droit italien s’applique. Pour les consommateurs, le tribunal compétent est celui du lieu de résidence ; la plateforme européenne de règlement en ligne des litiges est également disponible.`,
    de: `## 1. Verkäufer

Verkäufer ist die Soglia S.r.l., Via dei Serramenti 14, 37135 Verona (VR), USt-IdNr. IT01234567897, PEC soglia@pec.soglia.test.

## 2. Preise und Bestellungen

Alle Preise verstehen sich in Euro und **enthalten die italienische Mehrwertsteuer von 22 %**. Versandkosten und etwaige Optionen (Montage, Aufmaß, Sets) werden vor der Bestätigung im Warenkorb angezeigt. Der Vertrag kommt mit unserer Bestellbestätigung per E-Mail zustande. Für gewerbliche Kunden (Händler und Fachmärkte) gelten die nach der Anmeldung sichtbaren eigenen Preislisten.

## 3. Zahlung

Wir akzeptieren Überweisung, Karte, PayPal, Nachnahme (nur Lagerartikel) und Zahlung im Showroom. Maßanfertigungen gehen erst nach Zahlungseingang in die Fertigung.

## 4. Lieferung

Die auf den Produktseiten genannten Lieferzeiten sind Richtwerte und gelten ab Bestellbestätigung. Die Gefahr geht mit der Lieferung auf Sie über; prüfen Sie die Verpackung und melden Sie Schäden innerhalb von 8 Tagen.

## 5. Widerrufsrecht

Als Verbraucher können Sie den Vertrag **innerhalb von 14 Tagen** nach der Lieferung ohne Angabe von Gründen per E-Mail oder PEC widerrufen. Wir erstatten innerhalb von 14 Tagen nach Ihrer Mitteilung und dürfen die Erstattung zurückhalten, bis die Ware bei uns ist; die Rücksendekosten tragen Sie.

**Der Widerruf ist ausgeschlossen für Waren, die nach Maß gefertigt oder eindeutig personalisiert sind**, gemäß **Art. 59 Abs. 1 Buchst. c des italienischen Verbrauchergesetzbuchs** (D.Lgs. 206/2005): Türen, Fenster, Läden und Insektenschutz, die nach den von Ihnen angegebenen Maßen, Oberflächen oder Öffnungsarten gefertigt werden. Wir weisen auf jeder Produktseite einer Maßanfertigung und vor der Zahlung darauf hin.

## 6. Gesetzliche Gewährleistung

Alle Produkte haben für Verbraucher die gesetzliche Gewährleistung von 24 Monaten (Art. 128 ff. des italienischen Verbrauchergesetzbuchs). Nicht gedeckt sind Schäden durch eine Montage entgegen der Anleitung, wenn die Montage nicht von uns ausgeführt wurde.

## 7. Anwendbares Recht und Streitigkeiten

Es gilt italienisches Recht. Für Verbraucher ist das Gericht am Wohnort zuständig; außerdem steht die europäische Plattform zur Online-Streitbeilegung zur Verfügung.`,
    pt: `## 1. Vendedor

As vendas são efetuadas pela Soglia S.r.l., Via dei Serramenti 14, 37135 Verona (VR), NIF/IVA 01234567897, PEC soglia@pec.soglia.test.

## 2. Preços e encomendas

Todos os preços estão em euros e **incluem o IVA italiano de 22%**. Os custos de envio e as eventuais opções (instalação, visita técnica, kits) são indicados no carrinho antes da confirmação. O contrato fica concluído quando recebe o nosso e-mail de confirmação da encomenda. Para os clientes profissionais (revendedores e lojas) valem as tabelas reservadas visíveis depois de iniciar sessão.

## 3. Pagamento

Aceitamos transferência, cartão, PayPal, pagamento contra entrega (só artigos em armazém) e pagamento no showroom. Os produtos por medida só entram em produção depois do pagamento.

## 4. Entrega

Os prazos indicados nas páginas de produto são indicativos e contam a partir da confirmação da encomenda. O risco passa para si na entrega; verifique as embalagens e comunique eventuais danos no prazo de 8 dias.

## 5. Direito de livre resolução

Se for consumidor, pode resolver o contrato **no prazo de 14 dias** a contar da entrega, sem indicar o motivo, comunicando-o por e-mail ou PEC. Reembolsamos no prazo de 14 dias após a comunicação, podendo reter o reembolso até recebermos os bens; os custos de devolução ficam a seu cargo.

**A livre resolução está excluída para os bens feitos por medida ou claramente personalizados**, como prevê o **art. 59, n.º 1, alínea c) do Código do Consumo italiano** (D.Lgs. 206/2005): portas, janelas, persianas e mosquiteiros fabricados segundo as medidas, os acabamentos ou as aberturas que indicou. Assinalamo-lo em cada página de produto por medida e antes do pagamento.

## 6. Garantia legal

Todos os produtos têm a garantia legal de conformidade de 24 meses para os consumidores (arts. 128.º e seguintes do Código do Consumo italiano). Não estão cobertos os danos causados por uma instalação não conforme às instruções, quando a instalação não foi feita por nós.

## 7. Lei aplicável e litígios

Aplica-se a lei italiana. Para os consumidores é competente o tribunal do local de residência; está ainda disponível a plataforma europeia de resolução de litígios em linha.`,
  },
}

import type { SeedTranslations } from './types'

// Frequently asked questions.
export const faqTexts: SeedTranslations = {
  'posso-modificare-un-ordine-dopo-c18ffd': {
    es: '¿Puedo modificar un pedido después de confirmarlo?',
    fr: 'Puis-je modifier une commande après l’avoir confirmée ?',
    de: 'Kann ich eine Bestellung nach der Bestätigung noch ändern?',
    pt: 'Posso alterar uma encomenda depois de a confirmar?',
  },
  'si-finche-il-prodotto-non-79c664': {
    es: 'Sí, mientras el producto no haya entrado en fabricación: escríbanos con el número de pedido y actualizamos medidas, acabados o sentido de apertura. Una vez iniciada la fabricación, los productos a medida ya no se pueden modificar.',
    fr: 'Oui, tant que le produit n’est pas entré en fabrication : écrivez-nous avec votre numéro de commande et nous mettons à jour dimensions, finitions ou sens d’ouverture. Une fois la fabrication lancée, les produits sur mesure ne peuvent plus être modifiés.',
    de: 'Ja, solange das Produkt noch nicht in Fertigung ist: Schreiben Sie uns mit Ihrer Bestellnummer, und wir ändern Maße, Oberflächen oder Öffnungsrichtung. Nach Fertigungsbeginn lassen sich Maßanfertigungen nicht mehr ändern.',
    pt: 'Sim, enquanto o produto não tiver entrado em produção: escreva-nos com o número da encomenda e atualizamos medidas, acabamentos ou sentido de abertura. Depois de iniciada a produção, os produtos por medida já não podem ser alterados.',
  },
  'quali-metodi-di-pagamento-accettate-ba051a': {
    es: '¿Qué métodos de pago aceptan?',
    fr: 'Quels moyens de paiement acceptez-vous ?',
    de: 'Welche Zahlungsarten akzeptieren Sie?',
    pt: 'Que métodos de pagamento aceitam?',
  },
  'bonifico-bancario-carta-di-credito-e530e5': {
    es: 'Transferencia bancaria, tarjeta de crédito o débito, PayPal, contra reembolso para los artículos en almacén y pago en nuestra exposición de Verona.',
    fr: 'Virement bancaire, carte de crédit ou de débit, PayPal, paiement à la livraison pour les articles en stock et paiement dans notre showroom de Vérone.',
    de: 'Banküberweisung, Kredit- oder Debitkarte, PayPal, Nachnahme für Lagerartikel und Zahlung in unserem Showroom in Verona.',
    pt: 'Transferência bancária, cartão de crédito ou débito, PayPal, pagamento contra entrega para artigos em armazém e pagamento no nosso showroom de Verona.',
  },
  'emettete-fattura-per-aziende-e-7bdd4b': {
    es: '¿Emiten factura para empresas y profesionales?',
    fr: 'Établissez-vous des factures pour les entreprises et les professionnels ?',
    de: 'Stellen Sie Rechnungen für Unternehmen und Freiberufler aus?',
    pt: 'Emitem fatura para empresas e profissionais?',
  },
  'si-al-checkout-scegli-la-3b194c': {
    es: 'Sí: al finalizar la compra elija factura en lugar de tique e indique su número de IVA y el código SDI o la PEC. Los distribuidores y estudios técnicos registrados ven sus tarifas reservadas después de iniciar sesión.',
    fr: 'Oui : lors de la commande, choisissez une facture plutôt qu’un ticket et indiquez votre numéro de TVA ainsi que le code SDI ou l’adresse PEC. Les revendeurs et bureaux d’études inscrits voient leurs tarifs réservés après connexion.',
    de: 'Ja: Wählen Sie an der Kasse eine Rechnung statt eines Kassenbons und geben Sie Ihre USt-IdNr. sowie den SDI-Code oder die PEC-Adresse an. Registrierte Händler und Planungsbüros sehen nach der Anmeldung ihre eigenen Preislisten.',
    pt: 'Sim: no checkout escolha fatura em vez de talão e indique o seu número de IVA e o código SDI ou a PEC. Revendedores e gabinetes técnicos registados veem as suas tabelas reservadas depois de iniciar sessão.',
  },
  'quanto-costa-la-spedizione-4154b4': {
    es: '¿Cuánto cuesta el envío?',
    fr: 'Combien coûte la livraison ?',
    de: 'Was kostet der Versand?',
    pt: 'Quanto custa o envio?',
  },
  'dipende-dal-peso-dell-ordine-a0d620': {
    es: 'Depende del peso del pedido y de la zona: por mensajería desde 19 € en el norte de Italia para paquetes de hasta 30 kg; las puertas acorazadas y las ventanas viajan en palé. El coste exacto aparece en el carrito antes del pago.',
    fr: 'Cela dépend du poids de la commande et de la zone : par messagerie, à partir de 19 € en Italie du Nord pour les colis jusqu’à 30 kg ; les portes blindées et les fenêtres voyagent sur palette. Le coût exact s’affiche dans le panier avant le paiement.',
    de: 'Das hängt vom Gewicht der Bestellung und vom Gebiet ab: per Kurier ab 19 € in Norditalien für Pakete bis 30 kg; Sicherheitstüren und Fenster reisen auf der Palette. Die genauen Kosten sehen Sie im Warenkorb vor der Zahlung.',
    pt: 'Depende do peso da encomenda e da zona: por correio a partir de 19 € no norte de Itália para volumes até 30 kg; portas blindadas e janelas viajam em palete. O custo exato aparece no carrinho antes do pagamento.',
  },
  'il-corriere-porta-la-merce-5ae77a': {
    es: '¿El transportista sube la mercancía al piso?',
    fr: 'Le transporteur monte-t-il la marchandise à l’étage ?',
    de: 'Bringt der Kurier die Ware bis in die Wohnung?',
    pt: 'O transportador leva a mercadoria até ao andar?',
  },
  'il-corriere-espresso-consegna-al-1deade': {
    es: 'La mensajería urgente entrega en el piso los bultos de hasta 30 kg. Las entregas en palé son a pie de calle: si necesita que se suban al piso, pídanos presupuesto.',
    fr: 'La messagerie express livre à l’étage les colis jusqu’à 30 kg. Les livraisons sur palette se font au pied du camion : si vous avez besoin d’une montée à l’étage, demandez-nous un devis.',
    de: 'Der Expresskurier liefert Pakete bis 30 kg bis an die Wohnungstür. Palettenlieferungen erfolgen bis zur Bordsteinkante: Wenn Sie einen Tragedienst brauchen, fragen Sie uns nach einem Angebot.',
    pt: 'O correio expresso entrega no andar os volumes até 30 kg. As entregas em palete são à porta da rua: se precisar que subam ao andar, peça-nos um orçamento.',
  },
  'spedite-anche-in-sicilia-e-475984': {
    es: '¿Envían también a Sicilia y Cerdeña?',
    fr: 'Livrez-vous aussi en Sicile et en Sardaigne ?',
    de: 'Liefern Sie auch nach Sizilien und Sardinien?',
    pt: 'Também enviam para a Sicília e a Sardenha?',
  },
  'si-con-tariffe-dedicate-alle-dc43ec': {
    es: 'Sí, con tarifas específicas para las islas (y Calabria) y un par de días más de entrega. Los envíos fuera de Italia se acuerdan bajo petición.',
    fr: 'Oui, avec des tarifs dédiés aux îles (et à la Calabre) et quelques jours de plus pour la livraison. Les envois hors d’Italie se conviennent sur demande.',
    de: 'Ja, mit eigenen Tarifen für die Inseln (und Kalabrien) und ein paar Tagen längerer Lieferzeit. Lieferungen ins Ausland vereinbaren wir auf Anfrage.',
    pt: 'Sim, com tarifas próprias para as ilhas (e a Calábria) e mais uns dias de entrega. Os envios para fora de Itália combinam-se a pedido.',
  },
  'come-prendo-le-misure-per-2a6170': {
    es: '¿Cómo tomo las medidas para una puerta a medida?',
    fr: 'Comment prendre les mesures pour une porte sur mesure ?',
    de: 'Wie nehme ich Maß für eine Tür nach Maß?',
    pt: 'Como tiro as medidas para uma porta por medida?',
  },
  'misura-larghezza-e-altezza-del-e66080': {
    es: 'Mida el ancho y el alto del hueco de obra sin el marco antiguo, en tres puntos, y quédese con la medida más pequeña; luego mida el grosor del muro con el enlucido incluido. En el blog encontrará la guía paso a paso.',
    fr: 'Mesurez la largeur et la hauteur de la baie brute sans l’ancienne huisserie, en trois points, et retenez la plus petite cote ; mesurez ensuite l’épaisseur du mur enduit compris. Vous trouverez le guide pas à pas sur le blog.',
    de: 'Messen Sie Breite und Höhe der Rohbauöffnung ohne alte Zarge an drei Stellen und nehmen Sie den kleinsten Wert; messen Sie dann die Wandstärke einschließlich Putz. Im Blog finden Sie die Schritt-für-Schritt-Anleitung.',
    pt: 'Meça a largura e a altura do vão em tosco sem o aro antigo, em três pontos, e fique com a medida mais pequena; depois meça a espessura da parede com o reboco incluído. No blogue encontra o guia passo a passo.',
  },
  'fate-anche-la-posa-in-ce268d': {
    es: '¿También hacen la instalación?',
    fr: 'Assurez-vous aussi la pose ?',
    de: 'Übernehmen Sie auch die Montage?',
    pt: 'Também fazem a instalação?',
  },
  'si-con-posatori-nostri-in-753b0f': {
    es: 'Sí, con montadores propios en todo el norte de Italia y con colaboradores de confianza en el resto del país. Puede añadir la instalación como opción en la ficha del producto; para puertas acorazadas y ventanas también se incluye la visita técnica.',
    fr: 'Oui, avec nos propres poseurs dans tout le nord de l’Italie et des partenaires de confiance dans le reste du pays. Vous pouvez ajouter la pose en option sur la fiche produit ; pour les portes blindées et les fenêtres, la visite technique est comprise.',
    de: 'Ja, mit eigenen Monteuren in ganz Norditalien und mit zuverlässigen Partnern im übrigen Land. Die Montage können Sie auf der Produktseite als Option hinzufügen; bei Sicherheitstüren und Fenstern ist das Aufmaß inklusive.',
    pt: 'Sim, com montadores próprios em todo o norte de Itália e com parceiros de confiança no resto do país. Pode juntar a instalação como opção na página do produto; para portas blindadas e janelas a visita técnica também está incluída.',
  },
  'con-la-posa-l-iva-32dbdf': {
    es: '¿Con la instalación el IVA es más bajo?',
    fr: 'Avec la pose, la TVA est-elle plus basse ?',
    de: 'Ist die Mehrwertsteuer mit Montage niedriger?',
    pt: 'Com a instalação o IVA é mais baixo?',
  },
  'nelle-ristrutturazioni-di-abitazioni-fornitura-4684a4': {
    es: 'En las reformas de viviendas en Italia, el suministro y la instalación de puertas y ventanas pueden acogerse al IVA del 10%, con los límites previstos para los «bienes significativos». Se lo indicamos en el presupuesto según los documentos que nos facilite.',
    fr: 'Dans les rénovations de logements en Italie, la fourniture et la pose de portes et fenêtres peuvent bénéficier d’une TVA à 10 %, dans les limites prévues pour les « biens significatifs ». Nous l’indiquons dans le devis d’après les documents que vous nous fournissez.',
    de: 'Bei Wohnungssanierungen in Italien können Lieferung und Montage von Türen und Fenstern mit 10 % Mehrwertsteuer berechnet werden, innerhalb der Grenzen für „bedeutende Güter“. Wir weisen das im Angebot anhand Ihrer Unterlagen aus.',
    pt: 'Nas remodelações de habitações em Itália, o fornecimento e a instalação de portas e janelas podem beneficiar de IVA a 10%, dentro dos limites previstos para os «bens significativos». Indicamo-lo no orçamento com base nos documentos que nos fornecer.',
  },
  'posso-restituire-un-prodotto-su-a570a4': {
    es: '¿Puedo devolver un producto a medida?',
    fr: 'Puis-je retourner un produit sur mesure ?',
    de: 'Kann ich eine Maßanfertigung zurückgeben?',
    pt: 'Posso devolver um produto por medida?',
  },
  'no-i-beni-realizzati-su-ec5627': {
    es: 'No: los bienes fabricados según sus especificaciones están excluidos del derecho de desistimiento (art. 59 del Código de Consumo italiano). Por supuesto, siguen cubiertos por la garantía legal de 24 meses contra defectos.',
    fr: 'Non : les biens fabriqués selon vos spécifications sont exclus du droit de rétractation (art. 59 du Code de la consommation italien). Ils restent bien sûr couverts par la garantie légale de 24 mois contre les défauts.',
    de: 'Nein: Nach Ihren Vorgaben gefertigte Waren sind vom Widerrufsrecht ausgenommen (Art. 59 des italienischen Verbrauchergesetzbuchs). Selbstverständlich gilt weiterhin die gesetzliche Gewährleistung von 24 Monaten für Mängel.',
    pt: 'Não: os bens fabricados segundo as suas especificações estão excluídos do direito de livre resolução (art. 59 do Código do Consumo italiano). Continuam, claro, cobertos pela garantia legal de 24 meses contra defeitos.',
  },
  'che-differenza-c-e-tra-c7b1ac': {
    es: '¿Qué diferencia hay entre laminado y lacado?',
    fr: 'Quelle différence entre stratifié et laqué ?',
    de: 'Was ist der Unterschied zwischen Laminat und Lack?',
    pt: 'Que diferença há entre laminado e lacado?',
  },
  'il-laminato-e-una-pellicola-eff889': {
    es: 'El laminado es una película impresa muy resistente a los arañazos y económica; el lacado es una pintura aplicada en varias manos, más elegante al tacto y disponible en cualquier color RAL, pero más delicada frente a los golpes.',
    fr: 'Le stratifié est un film imprimé très résistant aux rayures et économique ; le laqué est une peinture appliquée en plusieurs couches, plus raffinée au toucher et disponible dans toutes les teintes RAL, mais plus sensible aux chocs.',
    de: 'Laminat ist eine bedruckte Folie, sehr kratzfest und günstig; Lack wird in mehreren Schichten aufgetragen, fühlt sich edler an und ist in jeder RAL-Farbe erhältlich, ist aber empfindlicher gegen Stöße.',
    pt: 'O laminado é uma película impressa muito resistente a riscos e económica; o lacado é uma tinta aplicada em várias demãos, mais elegante ao toque e disponível em qualquer cor RAL, mas mais sensível a pancadas.',
  },
  'le-porte-blindate-sono-certificate-495397': {
    es: '¿Las puertas acorazadas están certificadas?',
    fr: 'Les portes blindées sont-elles certifiées ?',
    de: 'Sind die Sicherheitstüren zertifiziert?',
    pt: 'As portas blindadas são certificadas?',
  },
  'si-tutte-le-nostre-blindate-55c19a': {
    es: 'Sí, todas nuestras puertas acorazadas están certificadas según UNI EN 1627 en la clase indicada en la ficha y se entregan con la documentación y el certificado de correcta instalación.',
    fr: 'Oui, toutes nos portes blindées sont certifiées selon UNI EN 1627 dans la classe indiquée sur la fiche et sont livrées avec leur documentation et le certificat de pose conforme.',
    de: 'Ja, alle unsere Sicherheitstüren sind nach UNI EN 1627 in der auf der Produktseite angegebenen Klasse zertifiziert und werden mit Unterlagen und Montagebescheinigung geliefert.',
    pt: 'Sim, todas as nossas portas blindadas são certificadas segundo a UNI EN 1627 na classe indicada na ficha e são entregues com a documentação e o certificado de instalação correta.',
  },
}

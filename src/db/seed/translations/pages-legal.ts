import type { SeedTranslations } from './types'

// Privacy and cookies (Markdown bodies); the terms of sale are in pages-terms.ts. Demo texts, like the Italian ones.
export const pagesLegal: SeedTranslations = {
  'informativa-sulla-privacy-4c7664': {
    es: 'Política de privacidad',
    fr: 'Politique de confidentialité',
    de: 'Datenschutzerklärung',
    pt: 'Política de privacidade',
  },
  'come-soglia-tratta-i-dati-2100a1': {
    es: 'Cómo trata Soglia los datos personales de clientes y visitantes, conforme al RGPD.',
    fr: 'Comment Soglia traite les données personnelles des clients et des visiteurs, conformément au RGPD.',
    de: 'Wie Soglia die personenbezogenen Daten von Kunden und Besuchern gemäß DSGVO verarbeitet.',
    pt: 'Como a Soglia trata os dados pessoais de clientes e visitantes, nos termos do RGPD.',
  },
  'titolare-del-trattamento-il-titolare-f55e51': {
    es: `## Responsable del tratamiento

El responsable es Soglia S.r.l., Via dei Serramenti 14, 37135 Verona (VR), NIF-IVA 01234567897. Para cualquier solicitud sobre sus datos, escriba a privacy@soglia.test.

## Qué datos tratamos y por qué

- **Datos de la cuenta y de los pedidos** (nombre, correo electrónico, direcciones, teléfono, datos de facturación): para ejecutar el contrato, enviar y facturar. Base jurídica: ejecución del contrato y obligaciones legales.
- **Medidas y notas técnicas** que nos comunica para los productos a medida: solo para fabricarlos e instalarlos.
- **Suscripción al boletín**: para enviarle novedades y promociones, solo con su consentimiento, confirmado con doble opt-in. Puede darse de baja en cualquier momento desde el enlace al pie de cada correo.
- **Datos de navegación y cookies**: consulte la política de cookies.

## Durante cuánto tiempo

Conservamos los datos de facturación durante 10 años, como exige la ley. Los datos de la cuenta se conservan hasta que la cierre; los de los suscriptores del boletín, hasta que se den de baja.

## A quién los comunicamos

A los transportistas para la entrega, a los instaladores para la instalación, a los proveedores de pago (Stripe, PayPal) y a nuestro asesor fiscal. No vendemos datos a nadie.

## Sus derechos

Puede solicitar el acceso, la rectificación, la supresión, la limitación y la portabilidad de sus datos, y oponerse al tratamiento, escribiendo a privacy@soglia.test. Si considera que sus datos se tratan de forma incorrecta, puede dirigirse a la autoridad italiana de protección de datos (Garante per la protezione dei dati personali).`,
    fr: `## Responsable du traitement

Le responsable est Soglia S.r.l., Via dei Serramenti 14, 37135 Vérone (VR), n° de TVA 01234567897. Pour toute demande concernant vos données, écrivez à privacy@soglia.test.

## Quelles données et pourquoi

- **Données du compte et des commandes** (nom, e-mail, adresses, téléphone, données de facturation) : pour exécuter le contrat, expédier et facturer. Base juridique : exécution du contrat et obligations légales.
- **Mesures et notes techniques** que vous nous communiquez pour les produits sur mesure : uniquement pour les fabriquer et les poser.
- **Inscription à la newsletter** : pour vous envoyer nos nouveautés et promotions, uniquement avec votre consentement, confirmé par double opt-in. Vous pouvez vous désinscrire à tout moment via le lien en bas de chaque e-mail.
- **Données de navigation et cookies** : voir la politique relative aux cookies.

## Pendant combien de temps

Nous conservons les données de facturation 10 ans, comme l’exige la loi. Les données du compte sont conservées jusqu’à sa fermeture ; celles des abonnés à la newsletter jusqu’à leur désinscription.

## À qui nous les communiquons

Aux transporteurs pour la livraison, aux poseurs pour l’installation, aux prestataires de paiement (Stripe, PayPal) et à notre expert-comptable. Nous ne vendons de données à personne.

## Vos droits

Vous pouvez demander l’accès, la rectification, l’effacement, la limitation et la portabilité de vos données, et vous opposer au traitement, en écrivant à privacy@soglia.test. Si vous estimez que vos données sont mal traitées, vous pouvez saisir l’autorité italienne de protection des données (Garante per la protezione dei dati personali).`,
    de: `## Verantwortlicher

Verantwortlich ist die Soglia S.r.l., Via dei Serramenti 14, 37135 Verona (VR), USt-IdNr. IT01234567897. Für alle Anfragen zu Ihren Daten schreiben Sie an privacy@soglia.test.

## Welche Daten wir verarbeiten und warum

- **Konto- und Bestelldaten** (Name, E-Mail, Adressen, Telefon, Rechnungsdaten): zur Vertragserfüllung, für Versand und Rechnungsstellung. Rechtsgrundlage: Vertragserfüllung und gesetzliche Pflichten.
- **Maße und technische Angaben**, die Sie uns für Maßanfertigungen mitteilen: nur für Fertigung und Montage.
- **Newsletter-Anmeldung**: um Ihnen Neuigkeiten und Angebote zu senden, nur mit Ihrer Einwilligung, bestätigt per Double-Opt-in. Sie können sich jederzeit über den Link am Ende jeder E-Mail abmelden.
- **Nutzungsdaten und Cookies**: siehe Cookie-Richtlinie.

## Wie lange

Rechnungsdaten bewahren wir 10 Jahre auf, wie es das Gesetz verlangt. Kontodaten bleiben gespeichert, bis Sie das Konto schließen; Newsletter-Abonnenten bis zur Abmeldung.

## An wen wir sie weitergeben

An Kurierdienste für die Lieferung, an Monteure für die Montage, an Zahlungsdienstleister (Stripe, PayPal) und an unseren Steuerberater. Wir verkaufen keine Daten.

## Ihre Rechte

Sie können Auskunft, Berichtigung, Löschung, Einschränkung und Übertragbarkeit Ihrer Daten verlangen und der Verarbeitung widersprechen, indem Sie an privacy@soglia.test schreiben. Wenn Sie meinen, dass Ihre Daten nicht korrekt verarbeitet werden, können Sie sich an die italienische Datenschutzbehörde (Garante per la protezione dei dati personali) wenden.`,
    pt: `## Responsável pelo tratamento

O responsável é a Soglia S.r.l., Via dei Serramenti 14, 37135 Verona (VR), NIF/IVA 01234567897. Para qualquer pedido sobre os seus dados, escreva para privacy@soglia.test.

## Que dados tratamos e porquê

- **Dados da conta e das encomendas** (nome, e-mail, moradas, telefone, dados de faturação): para executar o contrato, enviar e faturar. Fundamento jurídico: execução do contrato e obrigações legais.
- **Medidas e notas técnicas** que nos comunica para os produtos por medida: apenas para os fabricar e instalar.
- **Subscrição da newsletter**: para lhe enviar novidades e promoções, só com o seu consentimento, confirmado por duplo opt-in. Pode cancelar a subscrição a qualquer momento pela ligação no fim de cada e-mail.
- **Dados de navegação e cookies**: consulte a política de cookies.

## Durante quanto tempo

Conservamos os dados de faturação durante 10 anos, como a lei exige. Os dados da conta ficam até a encerrar; os dos subscritores da newsletter até cancelarem a subscrição.

## A quem os comunicamos

Aos transportadores para a entrega, aos instaladores para a instalação, aos prestadores de pagamento (Stripe, PayPal) e ao nosso contabilista. Não vendemos dados a ninguém.

## Os seus direitos

Pode pedir o acesso, a retificação, o apagamento, a limitação e a portabilidade dos seus dados, e opor-se ao tratamento, escrevendo para privacy@soglia.test. Se considerar que os seus dados são tratados de forma incorreta, pode dirigir-se à autoridade italiana de proteção de dados (Garante per la protezione dei dati personali).`,
  },
  'cookie-policy-6f52c9': {
    es: 'Política de cookies',
    fr: 'Politique relative aux cookies',
    de: 'Cookie-Richtlinie',
    pt: 'Política de cookies',
  },
  'quali-cookie-usa-il-sito-b07cf7': {
    es: 'Qué cookies usa el sitio de Soglia y cómo gestionar el consentimiento.',
    fr: 'Quels cookies le site Soglia utilise et comment gérer votre consentement.',
    de: 'Welche Cookies die Soglia-Website verwendet und wie Sie Ihre Einwilligung verwalten.',
    pt: 'Que cookies o site da Soglia usa e como gerir o consentimento.',
  },
  'cosa-sono-i-cookie-i-7b0006': {
    es: `## Qué son las cookies

Las cookies son pequeños archivos que el sitio guarda en su navegador. Algunas sirven para que la tienda funcione; otras nos ayudan a entender cómo se usa el sitio.

## Cookies técnicas (siempre activas)

- **Sesión y acceso**: le reconocen cuando ha iniciado sesión en su cuenta.
- **Carrito**: recuerda los productos configurados aunque cierre la página.
- **Idioma** (\`i18n_redirected\`, 365 días): recuerda el idioma que ha elegido.
- **Consentimiento** (365 días): recuerda sus elecciones en esta página, para no preguntárselas en cada visita.

Estas cookies no requieren consentimiento porque sin ellas el sitio no funciona.

## Cookies analíticas y de marketing (solo con consentimiento)

Con su consentimiento usamos cookies estadísticas de forma agregada, para saber qué páginas resultan útiles, y cookies de marketing para mostrarle nuestras ofertas en otros sitios. Puede aceptarlas o rechazarlas por separado en el aviso que aparece en la primera visita.

## Cambiar de opinión

Puede modificar sus elecciones en cualquier momento desde el enlace «Preferencias de cookies» al pie de cada página, o borrando las cookies desde la configuración del navegador.`,
    fr: `## Qu’est-ce qu’un cookie

Les cookies sont de petits fichiers que le site enregistre dans votre navigateur. Certains font fonctionner la boutique, d’autres nous aident à comprendre comment le site est utilisé.

## Cookies techniques (toujours actifs)

- **Session et connexion** : ils vous reconnaissent quand vous êtes connecté à votre compte.
- **Panier** : il garde les produits configurés même si vous fermez la page.
- **Langue** (\`i18n_redirected\`, 365 jours) : il mémorise la langue choisie.
- **Consentement** (365 jours) : il mémorise vos choix sur cette page, pour ne pas vous les redemander à chaque visite.

Ces cookies ne nécessitent pas de consentement, car le site ne fonctionne pas sans eux.

## Cookies de mesure d’audience et marketing (uniquement avec consentement)

Avec votre consentement, nous utilisons des cookies statistiques sous forme agrégée, pour savoir quelles pages sont utiles, et des cookies marketing pour vous montrer nos offres sur d’autres sites. Vous pouvez les accepter ou les refuser séparément dans le bandeau qui s’affiche lors de la première visite.

## Changer d’avis

Vous pouvez modifier vos choix à tout moment via le lien « Préférences cookies » en bas de chaque page, ou en supprimant les cookies dans les réglages de votre navigateur.`,
    de: `## Was sind Cookies

Cookies sind kleine Dateien, die die Website in Ihrem Browser speichert. Manche braucht der Shop, um zu funktionieren, andere helfen uns zu verstehen, wie die Website genutzt wird.

## Technisch notwendige Cookies (immer aktiv)

- **Sitzung und Anmeldung**: erkennen Sie, wenn Sie in Ihrem Konto angemeldet sind.
- **Warenkorb**: merkt sich konfigurierte Produkte, auch wenn Sie die Seite schließen.
- **Sprache** (\`i18n_redirected\`, 365 Tage): merkt sich die gewählte Sprache.
- **Einwilligung** (365 Tage): merkt sich Ihre Auswahl auf dieser Seite, damit wir nicht bei jedem Besuch erneut fragen.

Diese Cookies erfordern keine Einwilligung, weil die Website ohne sie nicht funktioniert.

## Statistik- und Marketing-Cookies (nur mit Einwilligung)

Mit Ihrer Einwilligung verwenden wir Statistik-Cookies in zusammengefasster Form, um zu sehen, welche Seiten nützlich sind, und Marketing-Cookies, um Ihnen unsere Angebote auf anderen Websites zu zeigen. Sie können sie im Hinweis beim ersten Besuch getrennt annehmen oder ablehnen.

## Meinung ändern

Sie können Ihre Auswahl jederzeit über den Link „Cookie-Einstellungen“ am Ende jeder Seite ändern oder die Cookies in den Einstellungen Ihres Browsers löschen.`,
    pt: `## O que são cookies

Os cookies são pequenos ficheiros que o site guarda no seu navegador. Alguns servem para a loja funcionar; outros ajudam-nos a perceber como o site é usado.

## Cookies técnicos (sempre ativos)

- **Sessão e acesso**: reconhecem-no quando tem sessão iniciada na sua conta.
- **Carrinho**: lembra os produtos configurados mesmo que feche a página.
- **Idioma** (\`i18n_redirected\`, 365 dias): lembra o idioma que escolheu.
- **Consentimento** (365 dias): lembra as suas escolhas nesta página, para não lhas voltarmos a pedir em cada visita.

Estes cookies não precisam de consentimento porque sem eles o site não funciona.

## Cookies analíticos e de marketing (só com consentimento)

Com o seu consentimento usamos cookies estatísticos de forma agregada, para perceber que páginas são úteis, e cookies de marketing para lhe mostrar as nossas ofertas noutros sites. Pode aceitá-los ou recusá-los separadamente no aviso que aparece na primeira visita.

## Mudar de ideias

Pode alterar as suas escolhas a qualquer momento na ligação «Preferências de cookies» no fim de cada página, ou apagando os cookies nas definições do navegador.`,
  },
}

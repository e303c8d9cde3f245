import type { Language } from '@qurio/contract';

/**
 * Whole sentences per language with named placeholders ({name}, {username}, {minutes}, {hours}),
 * so a translator never has to glue fragments together. Values are filled in by templates.ts,
 * which escapes them for HTML.
 */
export interface MailTexts {
  greeting: string;
  signature: string;
  footer: string;
  reset: {
    subject: string;
    intro: string;
    codeLabel: string;
    codeValidity: string;
    linkIntro: string;
    button: string;
    ignore: string;
  };
  verify: {
    subject: string;
    intro: string;
    codeLabel: string;
    codeValidity: string;
    linkIntro: string;
    button: string;
    ignore: string;
  };
  /** The download of one's data (features/export) is ready; {days}: how long it stays. */
  exportReady: {
    subject: string;
    intro: string;
    button: string;
    note: string;
  };
  /** Two-factor sign-in turned on or off (features/two-factor): a notice, never a code or secret. */
  twoFactorOn: { subject: string; intro: string; button: string; note: string };
  twoFactorOff: { subject: string; intro: string; button: string; note: string };
  /** A personal access token was made (features/access-tokens): its name ({token}), never its secret. */
  accessTokenCreated: { subject: string; intro: string; button: string; note: string };
  /**
   * A sign-in from a device the account had not used before (features/auth/devices.ts): which
   * device in words ({device}, from its user agent, built with `deviceOn` and the others below) and
   * when ({time}); no address, no code, nothing secret.
   */
  newDevice: {
    subject: string;
    intro: string;
    device: string;
    time: string;
    ifYou: string;
    ifNotYou: string;
    button: string;
    /** The second advice, after the password: the sessions list (settings.pages.sessions on the web). */
    sessions: string;
    /** {browser} on {system}: "Firefox on Windows". */
    deviceOn: string;
    app: string;
    someBrowser: string;
    unknownDevice: string;
  };
  /**
   * Notification mails (features/notification-mail): sent soon after ("immediate") or as a digest
   * once a day. Questions are listed by their text only; no line ever names who asked one.
   */
  notifications: {
    subjectQuestions: string;
    subjectOther: string;
    subjectDigest: string;
    introImmediate: string;
    introDigest: string;
    questionsHeading: string;
    activityHeading: string;
    answer: string;
    like: string;
    follow: string;
    mention: string;
    more: string;
    answerButton: string;
    notificationsButton: string;
    unsubscribe: string;
    settings: string;
  };
}

export const MAIL_TEXTS: Record<Language, MailTexts> = {
  en: {
    greeting: 'Hi {name},',
    signature: 'The Qurio team',
    footer: 'You get this mail because this address belongs to the Qurio account @{username}.',
    reset: {
      subject: 'Reset your Qurio password',
      intro: 'Someone, hopefully you, asked to reset the password of your Qurio account @{username}.',
      codeLabel: 'Your security code:',
      codeValidity: 'The code is valid for {minutes} minutes.',
      linkIntro: 'You can also choose a new password with this link, valid for {hours} hours:',
      button: 'Choose a new password',
      ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
    },
    verify: {
      subject: 'Confirm your e-mail address for Qurio',
      intro: 'Please confirm that this address belongs to your Qurio account @{username}.',
      codeLabel: 'Your verification code:',
      codeValidity: 'The code is valid for {minutes} minutes.',
      linkIntro: 'You can also confirm it with this link, valid for {hours} hours:',
      button: 'Confirm my address',
      ignore: 'If you did not add this address to a Qurio account, ignore this mail.',
    },
    exportReady: {
      subject: 'Your Qurio data is ready to download',
      intro: 'The copy of your data you asked for (account @{username}) is ready.',
      button: 'Download it in your settings',
      note: 'Sign in to download it. It stays available for {days} days; then you can ask for a new one.',
    },
    twoFactorOn: {
      subject: 'Two-factor authentication is on for your Qurio account',
      intro:
        'Two-factor authentication was turned on for your Qurio account @{username}: signing in now takes a code from your authenticator app as well as your password.',
      button: 'Open your security settings',
      note: 'If you did not do this, change your password at once and contact us.',
    },
    twoFactorOff: {
      subject: 'Two-factor authentication is off for your Qurio account',
      intro:
        'Two-factor authentication was turned off for your Qurio account @{username}: signing in takes only your password now.',
      button: 'Open your security settings',
      note: 'If you did not do this, change your password at once, turn two-factor authentication on again and contact us.',
    },
    accessTokenCreated: {
      subject: 'A personal access token was made for your Qurio account',
      intro:
        'A personal access token named “{token}” was just made for your Qurio account @{username}. An app holding it can use your account as far as the token allows, until it is revoked.',
      button: 'See your access tokens',
      note: 'If you did not do this, revoke the token in your settings, change your password at once (which ends every token) and contact us.',
    },
    newDevice: {
      subject: 'New sign-in to your Qurio account',
      intro: 'Your Qurio account @{username} was just signed in to on a device it had not been used on before.',
      device: 'Device: {device}',
      time: 'Time: {time}',
      ifYou: 'If this was you, there is nothing to do.',
      ifNotYou:
        'If it was not you, change your password at once: that signs out every other device, and the old password stops working.',
      button: 'Change your password',
      sessions: "See where you're signed in and sign out devices you don't recognise:",
      deviceOn: '{browser} on {system}',
      app: 'the Qurio app',
      someBrowser: 'a browser',
      unknownDevice: 'an unknown device',
    },
    notifications: {
      subjectQuestions: 'You have new questions on Qurio',
      subjectOther: 'New on Qurio for @{username}',
      subjectDigest: 'Your day on Qurio',
      introImmediate: 'Here is what just happened on Qurio.',
      introDigest: 'Here is what happened on Qurio since our last e-mail.',
      questionsHeading: 'New questions in your inbox:',
      activityHeading: 'Activity:',
      answer: '{name} answered your question',
      like: '{name} liked your answer',
      follow: '{name} started following you',
      mention: '{name} mentioned you in an answer',
      more: 'And {count} more.',
      answerButton: 'Answer your questions',
      notificationsButton: 'See your notifications',
      unsubscribe: 'Stop these e-mails: {link}',
      settings: 'Choose which e-mails you get in your settings: {link}',
    },
  },
  de: {
    greeting: 'Hallo {name},',
    signature: 'Dein Qurio-Team',
    footer: 'Du erhältst diese E-Mail, weil diese Adresse zum Qurio-Konto @{username} gehört.',
    reset: {
      subject: 'Setze dein Qurio-Passwort zurück',
      intro: 'Jemand, hoffentlich du, möchte das Passwort deines Qurio-Kontos @{username} zurücksetzen.',
      codeLabel: 'Dein Sicherheitscode:',
      codeValidity: 'Der Code ist {minutes} Minuten lang gültig.',
      linkIntro: 'Du kannst dein neues Passwort auch über diesen Link festlegen, der {hours} Stunden gültig ist:',
      button: 'Neues Passwort festlegen',
      ignore: 'Falls du das nicht warst, ignoriere diese E-Mail einfach: Dein Passwort bleibt unverändert.',
    },
    verify: {
      subject: 'Bestätige deine E-Mail-Adresse für Qurio',
      intro: 'Bitte bestätige, dass diese Adresse zu deinem Qurio-Konto @{username} gehört.',
      codeLabel: 'Dein Bestätigungscode:',
      codeValidity: 'Der Code ist {minutes} Minuten lang gültig.',
      linkIntro: 'Du kannst sie auch über diesen Link bestätigen, der {hours} Stunden gültig ist:',
      button: 'Adresse bestätigen',
      ignore: 'Falls du diese Adresse nicht bei Qurio angegeben hast, ignoriere diese E-Mail einfach.',
    },
    exportReady: {
      subject: 'Deine Qurio-Daten stehen zum Download bereit',
      intro: 'Die Kopie deiner Daten, die du angefordert hast (Konto @{username}), ist fertig.',
      button: 'In den Einstellungen herunterladen',
      note: 'Melde dich an, um sie herunterzuladen. Sie bleibt {days} Tage verfügbar; danach kannst du eine neue anfordern.',
    },
    twoFactorOn: {
      subject: 'Die Zwei-Faktor-Authentifizierung ist für dein Qurio-Konto aktiv',
      intro:
        'Für dein Qurio-Konto @{username} wurde die Zwei-Faktor-Authentifizierung eingeschaltet: Zum Anmelden brauchst du jetzt außer deinem Passwort einen Code aus deiner Authenticator-App.',
      button: 'Sicherheitseinstellungen öffnen',
      note: 'Wenn du das nicht warst, ändere sofort dein Passwort und schreib uns.',
    },
    twoFactorOff: {
      subject: 'Die Zwei-Faktor-Authentifizierung ist für dein Qurio-Konto aus',
      intro:
        'Für dein Qurio-Konto @{username} wurde die Zwei-Faktor-Authentifizierung ausgeschaltet: Zum Anmelden reicht jetzt dein Passwort.',
      button: 'Sicherheitseinstellungen öffnen',
      note: 'Wenn du das nicht warst, ändere sofort dein Passwort, schalte die Zwei-Faktor-Authentifizierung wieder ein und schreib uns.',
    },
    accessTokenCreated: {
      subject: 'Für dein Qurio-Konto wurde ein persönliches Zugriffstoken erstellt',
      intro:
        'Für dein Qurio-Konto @{username} wurde gerade ein persönliches Zugriffstoken namens „{token}“ erstellt. Eine App, die es besitzt, kann dein Konto nutzen, soweit das Token es erlaubt, bis es widerrufen wird.',
      button: 'Deine Zugriffstokens ansehen',
      note: 'Wenn du das nicht warst, widerrufe das Token in deinen Einstellungen, ändere sofort dein Passwort (das beendet alle Tokens) und kontaktiere uns.',
    },
    newDevice: {
      subject: 'Neue Anmeldung bei deinem Qurio-Konto',
      intro:
        'Bei deinem Qurio-Konto @{username} hat sich gerade jemand auf einem Gerät angemeldet, das bisher nicht dafür verwendet wurde.',
      device: 'Gerät: {device}',
      time: 'Zeit: {time}',
      ifYou: 'Wenn du das warst, musst du nichts tun.',
      ifNotYou:
        'Wenn du es nicht warst, ändere sofort dein Passwort: Damit werden alle anderen Geräte abgemeldet, und das alte Passwort gilt nicht mehr.',
      button: 'Passwort ändern',
      sessions: 'Sieh nach, wo du angemeldet bist, und melde Geräte ab, die du nicht erkennst:',
      deviceOn: '{browser} unter {system}',
      app: 'die Qurio-App',
      someBrowser: 'ein Browser',
      unknownDevice: 'ein unbekanntes Gerät',
    },
    notifications: {
      subjectQuestions: 'Du hast neue Fragen auf Qurio',
      subjectOther: 'Neues auf Qurio für @{username}',
      subjectDigest: 'Dein Tag auf Qurio',
      introImmediate: 'Das ist gerade auf Qurio passiert.',
      introDigest: 'Das ist seit unserer letzten E-Mail auf Qurio passiert.',
      questionsHeading: 'Neue Fragen in deinem Postfach:',
      activityHeading: 'Aktivität:',
      answer: '{name} hat deine Frage beantwortet',
      like: '{name} gefällt deine Antwort',
      follow: '{name} folgt dir jetzt',
      mention: '{name} hat dich in einer Antwort erwähnt',
      more: 'Und {count} weitere.',
      answerButton: 'Fragen beantworten',
      notificationsButton: 'Benachrichtigungen ansehen',
      unsubscribe: 'Diese E-Mails abbestellen: {link}',
      settings: 'In deinen Einstellungen wählst du, welche E-Mails du bekommst: {link}',
    },
  },
  es: {
    greeting: 'Hola, {name}:',
    signature: 'El equipo de Qurio',
    footer: 'Recibes este correo porque esta dirección pertenece a la cuenta de Qurio @{username}.',
    reset: {
      subject: 'Restablece tu contraseña de Qurio',
      intro: 'Alguien, esperamos que tú, ha pedido restablecer la contraseña de tu cuenta de Qurio @{username}.',
      codeLabel: 'Tu código de seguridad:',
      codeValidity: 'El código es válido durante {minutes} minutos.',
      linkIntro: 'También puedes elegir una contraseña nueva con este enlace, válido durante {hours} horas:',
      button: 'Elegir una contraseña nueva',
      ignore: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambiará.',
    },
    verify: {
      subject: 'Confirma tu dirección de correo en Qurio',
      intro: 'Confirma que esta dirección pertenece a tu cuenta de Qurio @{username}.',
      codeLabel: 'Tu código de verificación:',
      codeValidity: 'El código es válido durante {minutes} minutos.',
      linkIntro: 'También puedes confirmarla con este enlace, válido durante {hours} horas:',
      button: 'Confirmar mi dirección',
      ignore: 'Si no has añadido esta dirección a una cuenta de Qurio, ignora este correo.',
    },
    exportReady: {
      subject: 'Tus datos de Qurio están listos para descargar',
      intro: 'La copia de tus datos que pediste (cuenta @{username}) está lista.',
      button: 'Descárgala en tus ajustes',
      note: 'Inicia sesión para descargarla. Estará disponible durante {days} días; después puedes pedir una nueva.',
    },
    twoFactorOn: {
      subject: 'La verificación en dos pasos está activada en tu cuenta de Qurio',
      intro:
        'Se activó la verificación en dos pasos en tu cuenta de Qurio @{username}: para iniciar sesión ahora necesitas, además de tu contraseña, un código de tu app de autenticación.',
      button: 'Abrir tus ajustes de seguridad',
      note: 'Si no fuiste tú, cambia tu contraseña de inmediato y contáctanos.',
    },
    twoFactorOff: {
      subject: 'La verificación en dos pasos está desactivada en tu cuenta de Qurio',
      intro:
        'Se desactivó la verificación en dos pasos en tu cuenta de Qurio @{username}: ahora para iniciar sesión basta con tu contraseña.',
      button: 'Abrir tus ajustes de seguridad',
      note: 'Si no fuiste tú, cambia tu contraseña de inmediato, vuelve a activar la verificación en dos pasos y contáctanos.',
    },
    accessTokenCreated: {
      subject: 'Se ha creado un token de acceso personal para tu cuenta de Qurio',
      intro:
        'Se acaba de crear un token de acceso personal llamado «{token}» para tu cuenta de Qurio @{username}. Una aplicación que lo tenga puede usar tu cuenta en la medida en que el token lo permita, hasta que lo revoques.',
      button: 'Ver tus tokens de acceso',
      note: 'Si no fuiste tú, revoca el token en tus ajustes, cambia tu contraseña de inmediato (eso anula todos los tokens) y contáctanos.',
    },
    newDevice: {
      subject: 'Nuevo inicio de sesión en tu cuenta de Qurio',
      intro:
        'Alguien acaba de iniciar sesión en tu cuenta de Qurio @{username} desde un dispositivo que no se había usado antes con ella.',
      device: 'Dispositivo: {device}',
      time: 'Hora: {time}',
      ifYou: 'Si fuiste tú, no tienes que hacer nada.',
      ifNotYou:
        'Si no fuiste tú, cambia tu contraseña ahora mismo: así se cierra la sesión en todos los demás dispositivos y la contraseña anterior deja de servir.',
      button: 'Cambiar la contraseña',
      sessions: 'Mira dónde has iniciado sesión y cierra la sesión de los dispositivos que no reconozcas:',
      deviceOn: '{browser} en {system}',
      app: 'la app de Qurio',
      someBrowser: 'un navegador',
      unknownDevice: 'un dispositivo desconocido',
    },
    notifications: {
      subjectQuestions: 'Tienes preguntas nuevas en Qurio',
      subjectOther: 'Novedades en Qurio para @{username}',
      subjectDigest: 'Tu día en Qurio',
      introImmediate: 'Esto es lo que acaba de pasar en Qurio.',
      introDigest: 'Esto es lo que ha pasado en Qurio desde nuestro último correo.',
      questionsHeading: 'Preguntas nuevas en tu bandeja:',
      activityHeading: 'Actividad:',
      answer: '{name} ha respondido a tu pregunta',
      like: 'A {name} le ha gustado tu respuesta',
      follow: '{name} ha empezado a seguirte',
      mention: '{name} te ha mencionado en una respuesta',
      more: 'Y {count} más.',
      answerButton: 'Responder tus preguntas',
      notificationsButton: 'Ver tus notificaciones',
      unsubscribe: 'Dejar de recibir estos correos: {link}',
      settings: 'Elige qué correos recibes en tus ajustes: {link}',
    },
  },
  pt: {
    greeting: 'Olá, {name}!',
    signature: 'Equipe Qurio',
    footer: 'Você recebeu este e-mail porque este endereço pertence à conta do Qurio @{username}.',
    reset: {
      subject: 'Redefina sua senha do Qurio',
      intro: 'Alguém, esperamos que você, pediu para redefinir a senha da sua conta do Qurio @{username}.',
      codeLabel: 'Seu código de segurança:',
      codeValidity: 'O código é válido por {minutes} minutos.',
      linkIntro: 'Você também pode escolher uma nova senha por este link, válido por {hours} horas:',
      button: 'Escolher uma nova senha',
      ignore: 'Se não foi você que pediu, ignore este e-mail: sua senha continua a mesma.',
    },
    verify: {
      subject: 'Confirme seu endereço de e-mail no Qurio',
      intro: 'Confirme que este endereço pertence à sua conta do Qurio @{username}.',
      codeLabel: 'Seu código de verificação:',
      codeValidity: 'O código é válido por {minutes} minutos.',
      linkIntro: 'Você também pode confirmar por este link, válido por {hours} horas:',
      button: 'Confirmar meu endereço',
      ignore: 'Se você não adicionou este endereço a uma conta do Qurio, ignore este e-mail.',
    },
    exportReady: {
      subject: 'Seus dados do Qurio estão prontos para baixar',
      intro: 'A cópia dos seus dados que você pediu (conta @{username}) está pronta.',
      button: 'Baixe nas suas configurações',
      note: 'Entre na sua conta para baixar. Ela fica disponível por {days} dias; depois você pode pedir uma nova.',
    },
    twoFactorOn: {
      subject: 'A autenticação em dois fatores está ativada na sua conta do Qurio',
      intro:
        'A autenticação em dois fatores foi ativada na sua conta do Qurio @{username}: para entrar, agora você precisa, além da senha, de um código do seu app autenticador.',
      button: 'Abrir suas configurações de segurança',
      note: 'Se não foi você, troque sua senha imediatamente e fale conosco.',
    },
    twoFactorOff: {
      subject: 'A autenticação em dois fatores está desativada na sua conta do Qurio',
      intro:
        'A autenticação em dois fatores foi desativada na sua conta do Qurio @{username}: agora basta a senha para entrar.',
      button: 'Abrir suas configurações de segurança',
      note: 'Se não foi você, troque sua senha imediatamente, ative de novo a autenticação em dois fatores e fale conosco.',
    },
    accessTokenCreated: {
      subject: 'Foi criado um token de acesso pessoal para a tua conta Qurio',
      intro:
        'Acabou de ser criado um token de acesso pessoal chamado “{token}” para a tua conta Qurio @{username}. Uma aplicação que o tenha pode usar a tua conta na medida em que o token permite, até ser revogado.',
      button: 'Ver os teus tokens de acesso',
      note: 'Se não foste tu, revoga o token nas tuas definições, muda a tua palavra-passe de imediato (isso termina todos os tokens) e contacta-nos.',
    },
    newDevice: {
      subject: 'Novo acesso à sua conta do Qurio',
      intro:
        'Alguém acabou de entrar na sua conta do Qurio @{username} em um dispositivo que ainda não tinha sido usado com ela.',
      device: 'Dispositivo: {device}',
      time: 'Horário: {time}',
      ifYou: 'Se foi você, não é preciso fazer nada.',
      ifNotYou:
        'Se não foi você, troque sua senha agora mesmo: isso encerra a sessão em todos os outros dispositivos, e a senha antiga deixa de funcionar.',
      button: 'Trocar a senha',
      sessions: 'Veja onde você está conectado e encerre a sessão dos dispositivos que você não reconhecer:',
      deviceOn: '{browser} no {system}',
      app: 'o app do Qurio',
      someBrowser: 'um navegador',
      unknownDevice: 'um dispositivo desconhecido',
    },
    notifications: {
      subjectQuestions: 'Você tem perguntas novas no Qurio',
      subjectOther: 'Novidades no Qurio para @{username}',
      subjectDigest: 'Seu dia no Qurio',
      introImmediate: 'Veja o que acabou de acontecer no Qurio.',
      introDigest: 'Veja o que aconteceu no Qurio desde o nosso último e-mail.',
      questionsHeading: 'Perguntas novas na sua caixa:',
      activityHeading: 'Atividade:',
      answer: '{name} respondeu à sua pergunta',
      like: '{name} curtiu sua resposta',
      follow: '{name} começou a seguir você',
      mention: '{name} mencionou você em uma resposta',
      more: 'E mais {count}.',
      answerButton: 'Responder suas perguntas',
      notificationsButton: 'Ver suas notificações',
      unsubscribe: 'Parar de receber estes e-mails: {link}',
      settings: 'Escolha quais e-mails você recebe nas suas configurações: {link}',
    },
  },
  tr: {
    greeting: 'Merhaba {name},',
    signature: 'Qurio ekibi',
    footer: 'Bu e-postayı, bu adres @{username} Qurio hesabına ait olduğu için alıyorsun.',
    reset: {
      subject: 'Qurio şifreni sıfırla',
      intro: 'Birisi, umarız sensin, @{username} Qurio hesabının şifresini sıfırlamak istedi.',
      codeLabel: 'Güvenlik kodun:',
      codeValidity: 'Kod {minutes} dakika geçerlidir.',
      linkIntro: 'Yeni şifreni {hours} saat geçerli olan bu bağlantıyla da belirleyebilirsin:',
      button: 'Yeni şifre belirle',
      ignore: 'Bu isteği sen yapmadıysan bu e-postayı dikkate alma: şifren değişmeyecek.',
    },
    verify: {
      subject: 'Qurio için e-posta adresini doğrula',
      intro: 'Lütfen bu adresin @{username} Qurio hesabına ait olduğunu doğrula.',
      codeLabel: 'Doğrulama kodun:',
      codeValidity: 'Kod {minutes} dakika geçerlidir.',
      linkIntro: 'Adresini {hours} saat geçerli olan bu bağlantıyla da doğrulayabilirsin:',
      button: 'Adresimi doğrula',
      ignore: 'Bu adresi bir Qurio hesabına sen eklemediysen bu e-postayı dikkate alma.',
    },
    exportReady: {
      subject: 'Qurio verilerin indirilmeye hazır',
      intro: 'İstediğin veri kopyası (@{username} hesabı) hazır.',
      button: 'Ayarlarından indir',
      note: 'İndirmek için giriş yap. {days} gün boyunca indirilebilir; sonra yenisini isteyebilirsin.',
    },
    twoFactorOn: {
      subject: 'Qurio hesabında iki adımlı doğrulama açık',
      intro:
        '@{username} Qurio hesabında iki adımlı doğrulama açıldı: giriş yaparken artık şifrenin yanında doğrulama uygulamandaki kodu da girmen gerekiyor.',
      button: 'Güvenlik ayarlarını aç',
      note: 'Bunu sen yapmadıysan hemen şifreni değiştir ve bize yaz.',
    },
    twoFactorOff: {
      subject: 'Qurio hesabında iki adımlı doğrulama kapalı',
      intro: '@{username} Qurio hesabında iki adımlı doğrulama kapatıldı: giriş için artık yalnızca şifren yeterli.',
      button: 'Güvenlik ayarlarını aç',
      note: 'Bunu sen yapmadıysan hemen şifreni değiştir, iki adımlı doğrulamayı yeniden aç ve bize yaz.',
    },
    accessTokenCreated: {
      subject: 'Qurio hesabın için kişisel erişim jetonu oluşturuldu',
      intro:
        'Qurio hesabın @{username} için az önce “{token}” adlı bir kişisel erişim jetonu oluşturuldu. Bu jetona sahip bir uygulama, jeton iptal edilene kadar hesabını jetonun izin verdiği ölçüde kullanabilir.',
      button: 'Erişim jetonlarını gör',
      note: 'Bunu sen yapmadıysan jetonu ayarlarından iptal et, şifreni hemen değiştir (bu tüm jetonları sonlandırır) ve bizimle iletişime geç.',
    },
    newDevice: {
      subject: 'Qurio hesabında yeni oturum açıldı',
      intro: 'Qurio hesabın @{username} ile daha önce kullanılmamış bir cihazda az önce oturum açıldı.',
      device: 'Cihaz: {device}',
      time: 'Zaman: {time}',
      ifYou: 'Bu sensen yapman gereken bir şey yok.',
      ifNotYou:
        'Sen değilsen hemen şifreni değiştir: böylece diğer tüm cihazlarda oturum kapanır ve eski şifre artık çalışmaz.',
      button: 'Şifreni değiştir',
      sessions: 'Oturum açtığın yerleri gör ve tanımadığın cihazlarda oturumu kapat:',
      deviceOn: '{system} üzerinde {browser}',
      app: 'Qurio uygulaması',
      someBrowser: 'bir tarayıcı',
      unknownDevice: 'bilinmeyen bir cihaz',
    },
    notifications: {
      subjectQuestions: "Qurio'da yeni soruların var",
      subjectOther: "Qurio'da @{username} için yenilikler",
      subjectDigest: "Qurio'da bugünün",
      introImmediate: "Qurio'da az önce olanlar.",
      introDigest: "Son e-postamızdan bu yana Qurio'da olanlar.",
      questionsHeading: 'Gelen kutundaki yeni sorular:',
      activityHeading: 'Etkinlik:',
      answer: '{name} soruna cevap verdi',
      like: '{name} cevabını beğendi',
      follow: '{name} seni takip etmeye başladı',
      mention: '{name} bir cevapta senden bahsetti',
      more: 'Ve {count} tane daha.',
      answerButton: 'Sorularını cevapla',
      notificationsButton: 'Bildirimlerini gör',
      unsubscribe: 'Bu e-postaları durdur: {link}',
      settings: 'Hangi e-postaları alacağını ayarlarından seç: {link}',
    },
  },
};

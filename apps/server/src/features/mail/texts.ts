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
  },
};

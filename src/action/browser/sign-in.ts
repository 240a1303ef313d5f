/**
 * A sign-in form: a few boxes for who one is, one of them a secret or a date of birth, and nothing that names someone else's
 * access. Sites word its button every way ("Sign in", "Access to be granted", "Enter the portal", "Continue"), and a word like
 * "access" or "grant" in it names no permission given to anyone: the form only opens the person's own session on the site.
 * A form that changes a password ("New password", "Confirm password") or gives a role is no sign-in, nor one whose buttons
 * name another write ("Add", "Save"): effect.ts reads it as a sign-in only when its buttons name nothing but access.
 */
import type { PageSnapshot } from './snapshot.ts';

/** Nodes of a form read at most. */
const MAX_SCAN = 200;
/** Boxes a sign-in form holds at most. */
const MAX_BOXES = 4;
const BOXES = new Set(['textbox', 'input', 'spinbutton']);
/** What only the person knows, or a date of birth that identifies them, in the languages of the fence's lexicons. */
const SECRET =
  /\b(pass ?word|passcode|pin|otp|one-time code|date of birth|birth ?date|dob|passwort|kennwort|geburtsdatum|mot de passe|date de naissance|contraseña|clave|fecha de nacimiento|senha|data de nascimento|palavra-passe|data di nascita|wachtwoord|geboortedatum|hasło|data urodzenia|heslo|datum narození|salasana|lösenord|passord|adgangskode|jelszó|parolă|parola|пароль|дата рождения|mật khẩu|kata sandi|sandi)\b|密码|密碼|パスワード|生年月日|비밀번호|생년월일|รหัสผ่าน/iu;
/** A secret being set, not given: a password changed or chosen. */
const NEW_SECRET = /\b(new|confirm|repeat|re-?enter|again|choose|create|neue[sn]?|nouveau|nouvelle|nueva|nuevo|nova|novo|nuova|nieuw|nowe)\b/iu;
/** Someone else's access: a role, a permission, an invitee. */
const GRANTEE = /\b(role|permission|access level|invite|invitee|collaborator|member|rolle|rôle|rol|ruolo|papel)\b/iu;

/** A button that brings someone in or hands something over ("Add to the account", "Invite", "Share"): the boxes name a grantee. */
const ADDS = /\b(add|invite|share|assign|transfer|give|hinzufügen|ajouter|añadir|agregar|adicionar|aggiungi|toevoegen|dodaj)\b/iu;

/** Does the form at `form` only sign its person in (see the module comment)? */
export function signInForm(page: PageSnapshot, form: number): boolean {
  const end = Math.min(page.nodes[form]!.end, form + MAX_SCAN);
  let boxes = 0;
  let secret = false;
  for (let i = form + 1; i < end; i++) {
    const node = page.nodes[i]!;
    const role = node.role.toLowerCase();
    const named = `${node.name} ${node.placeholder ?? ''}`;
    if (role === 'combobox' || role === 'listbox' || role === 'checkbox' || role === 'radio') {
      if (GRANTEE.test(named)) return false;
      continue;
    }
    if (role === 'button' && ADDS.test(node.name)) return false;
    if (!BOXES.has(role)) continue;
    if (++boxes > MAX_BOXES || GRANTEE.test(named) || NEW_SECRET.test(named)) return false;
    secret ||= SECRET.test(named);
  }
  return boxes > 0 && secret;
}

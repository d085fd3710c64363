import type { UssdLanguage } from './ussd-texts.ts';

type WordKey = 'title' | 'tool' | 'phone' | 'dial' | 'screen' | 'answer' | 'send' | 'hangUp' | 'idle' | 'ended' | 'failed';

/** The simulator page's own words; it is a development tool, and says so first. */
const WORDS: Record<UssdLanguage, Record<WordKey, string>> = {
  en: {
    title: 'USSD simulator',
    tool: 'Development tool: not part of Sokoni for customers, and refused in production. It sends each screen through the same callback as Africa\u2019s Talking.',
    phone: 'Phone number',
    dial: 'Dial',
    screen: 'Phone screen',
    answer: 'Your answer',
    send: 'Send',
    hangUp: 'Hang up',
    idle: 'Enter a phone number and dial.',
    ended: 'The session has ended. Dial again to start a new one.',
    failed: 'The callback did not answer. Is the server running with USSD_SECRET?',
  },
  sw: {
    title: 'Kiigaji cha USSD',
    tool: 'Zana ya wasanidi: si sehemu ya Sokoni kwa wateja, na haipatikani kwenye mfumo halisi. Inatuma kila skrini kupitia njia ileile ya Africa\u2019s Talking.',
    phone: 'Nambari ya simu',
    dial: 'Piga',
    screen: 'Skrini ya simu',
    answer: 'Jibu lako',
    send: 'Tuma',
    hangUp: 'Kata simu',
    idle: 'Weka nambari ya simu kisha upige.',
    ended: 'Kipindi kimekwisha. Piga tena kuanza kipya.',
    failed: 'Njia ya USSD haikujibu. Je, seva inaendeshwa na USSD_SECRET?',
  },
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A phone-shaped page: the script (served beside it, as the security policy wants) posts each answer to the dial route. */
export function simulatorPage(language: UssdLanguage, serviceCode: string, scriptPath: string): string {
  const w = WORDS[language];
  const data = escape(JSON.stringify({ ended: w.ended, failed: w.failed }));
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(w.title)} · ${escape(serviceCode)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f5f4;margin:0;padding:16px;color:#1c1917}
.tool{background:#fef3c7;border:1px solid #f59e0b;border-radius:12px;padding:10px 12px;font-size:14px;margin:0 auto 16px;max-width:360px}
.phone{max-width:360px;margin:0 auto;background:#1c1917;border-radius:32px;padding:20px 16px 24px;box-shadow:0 8px 24px #0003}
.screen{background:#d9f99d;color:#14532d;border-radius:10px;min-height:190px;padding:12px;font:16px/1.35 ui-monospace,monospace;white-space:pre-wrap;word-break:break-word}
label{display:block;color:#e7e5e4;font-size:14px;margin:14px 0 4px}
input{width:100%;box-sizing:border-box;font-size:18px;padding:10px;border-radius:8px;border:0}
.row{display:flex;gap:8px;margin-top:10px}
button{flex:1;font-size:16px;padding:12px;border-radius:999px;border:0;font-weight:600;cursor:pointer}
button[disabled]{opacity:.5;cursor:not-allowed}
.dial{background:#16a34a;color:#fff}.send{background:#e7e5e4}.hang{background:#dc2626;color:#fff}
h1{font-size:18px;text-align:center;color:#fafaf9;margin:0 0 10px}
</style>
</head>
<body>
<p class="tool" role="note"><strong>${escape(w.title)}</strong> — ${escape(w.tool)}</p>
<main class="phone" data-words="${data}">
<h1>${escape(serviceCode)}</h1>
<form id="dial-form">
<label for="phone-number">${escape(w.phone)}</label>
<input id="phone-number" name="phoneNumber" type="tel" inputmode="tel" autocomplete="tel" required placeholder="0712345678">
<div class="row"><button class="dial" type="submit">${escape(w.dial)} ${escape(serviceCode)}</button></div>
</form>
<div class="screen" id="screen" role="status" aria-live="polite" aria-label="${escape(w.screen)}">${escape(w.idle)}</div>
<form id="answer-form">
<label for="answer">${escape(w.answer)}</label>
<input id="answer" name="answer" inputmode="numeric" autocomplete="off" disabled>
<div class="row"><button class="send" type="submit" disabled>${escape(w.send)}</button><button class="hang" type="button" id="hang-up" disabled>${escape(w.hangUp)}</button></div>
</form>
</main>
<script src="${escape(scriptPath)}" defer></script>
</body>
</html>`;
}

/** The page's behaviour: a session id per dial, every answer so far joined by `*`, as the gateway does. */
export const SIMULATOR_SCRIPT = `(() => {
  const main = document.querySelector('main');
  const words = JSON.parse(main.dataset.words);
  const screen = document.getElementById('screen');
  const phone = document.getElementById('phone-number');
  const answer = document.getElementById('answer');
  const send = document.querySelector('#answer-form button[type=submit]');
  const hangUp = document.getElementById('hang-up');
  let session = null;
  let answers = [];
  const open = (on) => { answer.disabled = !on; send.disabled = !on; hangUp.disabled = !on; if (on) answer.focus(); };
  async function post(text) {
    const response = await fetch(location.pathname.replace(/\\/$/, '') + '/dial', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: session, phoneNumber: phone.value, text }),
    });
    if (!response.ok) { screen.textContent = words.failed; open(false); return; }
    const { screen: shown } = await response.json();
    const ended = shown.startsWith('END ');
    screen.textContent = shown.slice(4);
    if (ended) { screen.textContent += '\\n\\n' + words.ended; session = null; }
    open(!ended);
  }
  document.getElementById('dial-form').addEventListener('submit', (event) => {
    event.preventDefault();
    session = 'SIM-' + crypto.randomUUID();
    answers = [];
    post('');
  });
  document.getElementById('answer-form').addEventListener('submit', (event) => {
    event.preventDefault();
    if (!session || answer.value.trim() === '') return;
    answers.push(answer.value.trim());
    answer.value = '';
    post(answers.join('*'));
  });
  hangUp.addEventListener('click', () => { session = null; screen.textContent = words.ended; open(false); });
})();
`;

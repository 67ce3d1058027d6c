/** The general workplace questions: the bank of an activity without a topic, and the source of the topics that share its questions. */
import { q, type Question } from './question.ts';

/** The general workplace bank: for an activity without a `custom.topic` the tool knows. */
export const QUESTION_BANK: readonly Question[] = [
  q(
    'exit-route',
    'What should you check first when you start work in a new building?',
    ['The nearest emergency exit', 'The coffee machine', 'The car park fees'],
    0,
  ),
  q(
    'fire-alarm',
    'The fire alarm sounds. What do you do?',
    ['Finish your task first', 'Leave by the nearest safe exit', 'Use the lift to get out faster', 'Wait for a colleague to confirm'],
    1,
  ),
  q('walkways', 'Why keep walkways clear?', ['It looks tidier', 'People can trip and evacuation is slowed', 'Cleaners prefer it'], 1),
  q(
    'spill',
    'You see a liquid spill in a corridor. What is the first step?',
    ['Walk around it', 'Warn others and make the area safe', 'Take a photo'],
    1,
  ),
  q(
    'lifting',
    'How do you lift a heavy box safely?',
    ['Bend your back, keep legs straight', 'Bend your knees, keep the load close', 'Lift it above your head', 'Twist while lifting'],
    1,
  ),
  q('ppe', 'What does PPE stand for?', ['Personal protective equipment', 'Public power entry', 'Planned process evaluation'], 0),
  q(
    'extinguisher-electric',
    'Which extinguisher is safe on an electrical fire?',
    ['Water', 'Carbon dioxide (CO2)', 'Foam', 'Wet chemical'],
    1,
  ),
  q(
    'first-aider',
    'Where do you find who the first aiders are?',
    ['On the notice board or intranet', 'Nobody knows', 'Only in the annual report'],
    0,
  ),
  q(
    'near-miss',
    'A near miss (no one hurt) happened. Should it be reported?',
    ['No, nothing happened', 'Yes, so the cause can be fixed', 'Only if a manager saw it'],
    1,
  ),
  q(
    'password',
    'Which is the strongest password?',
    ['password123', 'Your birthday', 'A long passphrase of unrelated words', "Your pet's name"],
    2,
  ),
  q(
    'phishing',
    'An email asks you to confirm your password by a link. What do you do?',
    ['Click and confirm', 'Report it as phishing', 'Forward it to colleagues'],
    1,
  ),
  q(
    'screen-lock',
    'You leave your desk for a few minutes. What should you do?',
    ['Lock your screen', 'Leave it open', 'Turn the monitor away'],
    0,
  ),
  q(
    'data-share',
    'May you send customer data to your personal email to work at home?',
    ['Yes, if you delete it later', 'No', 'Only on Fridays'],
    1,
  ),
  q(
    'visitor',
    'A person without a badge follows you through a secure door. What do you do?',
    ['Hold the door', 'Politely ask them to sign in at reception', 'Ignore it'],
    1,
  ),
  q(
    'hazard-sign',
    'What does a yellow triangle sign usually mean?',
    ['Mandatory action', 'Warning of a hazard', 'Safe condition', 'Prohibited action'],
    1,
  ),
  q('blue-sign', 'What does a round blue sign usually mean?', ['Something you must do', 'Danger', 'A fire exit'], 0),
  q('green-sign', 'What do green signs usually show?', ['Prohibitions', 'Safe conditions such as exits and first aid', 'Warnings'], 1),
  q('ladder', 'How many points of contact should you keep when climbing a ladder?', ['One', 'Two', 'Three', 'None'], 2),
  q(
    'chemicals',
    'Where do you find how to handle a chemical safely?',
    ['Its safety data sheet', "The supplier's advert", 'A guess from the smell'],
    0,
  ),
  q('breaks', 'Why take regular breaks from screen work?', ['To reduce eye strain and fatigue', 'It is never needed', 'Only to chat'], 0),
  q(
    'incident-report',
    'When should an injury at work be reported?',
    ['At the end of the year', 'As soon as possible', 'Only if it needs hospital care'],
    1,
  ),
  q(
    'cable',
    'You notice a frayed power cable. What do you do?',
    ['Tape it and carry on', 'Stop using it and report it', 'Hide it under a rug'],
    1,
  ),
  q('assembly-point', 'After evacuating, where do you go?', ['Home', 'The assembly point', 'Back inside for your bag'], 1),
  q(
    'door-wedge',
    'May a fire door be wedged open?',
    ['Yes, for air', 'No, unless it has an approved hold-open device', 'Yes, on hot days'],
    1,
  ),
];

const byId = new Map(QUESTION_BANK.map((question) => [question.id, question]));

/** The general bank's questions of these ids, in this order: a topic that asks them names them instead of copying them. */
export function generalQuestions(...ids: string[]): Question[] {
  return ids.map((id) => {
    const question = byId.get(id);
    if (!question) throw new Error(`No general question "${id}"`);
    return question;
  });
}

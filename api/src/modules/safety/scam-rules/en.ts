import type { ScamRuleTable } from './types';

/**
 * English rules of the scam guard (issue 30, item 5): what scams aimed at older people look like in a message.
 *
 * Each pattern is matched on the normalised text (lower case, accents and look-alike digits undone, spaced-out
 * letters joined, punctuation turned into single spaces: "Ca$h via W h a t s A p p!!" reads "cash via whatsapp"),
 * whole words only. A space matches one space; `_` is a gap of up to four words ("send _ money": "send me some
 * money", "send money"). Keep them narrow: a member who is nudged for ordinary talk learns to ignore the nudge.
 * The corpus in scam-guard.test.ts holds the line (≥ 90 % of scams flagged, ≤ 5 % of ordinary talk).
 */
const APPS = '(?:whatsapp|whats app|telegram|signal app|viber|wechat|kik|hangouts|google chat|skype|snapchat|messenger|line app|wickr|threema)';
const CONTACT = '(?:message|msg|text|txt|contact|reach|add|chat|chat with|talk|talk to|speak|speak to|write|write to|find|call|ring|dm|pm|ping|email|mail|hit)';
const MONEY = '(?:money|cash|funds|fund|payment|loan|[£$€] ?[0-9]+|[0-9]+ ?(?:pounds|quid|dollars|euros|usd|gbp))';

export const en: ScamRuleTable = {
  lang: 'en',
  rules: {
    money: [
      // Asking for money to be sent, lent or transferred to them.
      `(?:send|wire|transfer|lend|loan|give|forward|pay|deposit) me _ ${MONEY}`,
      `(?:send|wire|transfer|lend|loan|forward|deposit) (?:us|him|her) _ ${MONEY}`,
      `(?:send|wire|transfer|lend|loan|forward|deposit) _ ${MONEY} _ (?:to me|to us|for me|my way|to my|into my|to the account|to this account)`,
      `(?:send|wire|transfer|forward|deposit) (?:the |some )?${MONEY}`,
      `(?:can|could|would|will) you (?:please |kindly )?(?:lend|loan|give|send|help) (?:me|us) _ ${MONEY}`,
      `(?:help|assist) (?:me|us) (?:out )?(?:with|out with) (?:some |the |a little |a bit of )?(?:${MONEY}|rent|bills|fees|the fee|a loan|my bills|my rent)`,
      `(?:transfer|send|wire|pay) (?:the |a |this )?(?:fee|fees|charge|charges|deposit) _ (?:account|to me|to us|via|by)`,
      `(?:i|we) (?:really |urgently |desperately )?need (?:some |a little |a bit of |the )?(?:money|cash|funds|a loan|financial help|financial assistance)`,
      `(?:i|we) (?:really |urgently |desperately )?need ${MONEY} (?:to|for) (?:pay|get|release|clear|fly|buy|fix|cover)`,
      `(?:borrow|borrowing) _ ${MONEY}`,
      `(?:financial|money) (?:help|assistance|support|favour|favor)`,
      `(?:western union|moneygram|money gram|money order|wire transfer|cash app|cashapp|venmo|zelle|paypal me|paypal friends|friends and family payment)`,
      `(?:customs|release|processing|delivery|clearance|transfer|handling|admin|administration|legal|lawyer s|courier) (?:fee|fees|charge|charges)`,
      `(?:hospital|medical|surgery|treatment|vet|funeral) (?:bill|bills|fees|costs) _ (?:help|pay|send|need|cover)`,
      `(?:stuck|stranded) (?:abroad|at the airport|overseas|in [a-z]+) _ (?:need|send|help|money|cash|pay)`,
      `(?:inheritance|lottery|jackpot|prize draw|unclaimed funds|compensation payment)`,
      `you (?:have )?(?:won|been selected|are a winner)`,
      `(?:claim|release) (?:your|the) (?:prize|winnings|funds|money|reward|parcel|package)`,
      `collect (?:your|the) (?:prize|winnings|reward|inheritance)`,
      `(?:pay|paid) (?:upfront|up front|in advance|a small fee)`,
      `(?:pay|give|repay|return) (?:you |it )?(?:back )?(?:double|twice|triple|with interest)`,
      `pay (?:this|my|the|a) (?:bill|bills|invoice|fine|fee) for (?:me|us)`,
      `(?:anything|whatever|something) you (?:could|can) spare`,
    ],
    gift_cards: [
      `(?:gift|itunes|apple|google play|play store|steam|amazon|ebay|vanilla|prepaid|pre paid|visa|store|tesco|argos|sephora) (?:card|cards|voucher|vouchers|code|codes)`,
      `(?:card|voucher|claim) (?:code|codes|number|numbers|pin)`,
      `scratch (?:off )?(?:the )?(?:back|silver|panel|strip)`,
      `(?:buy|get|purchase|pick up) _ (?:vouchers|cards) (?:for me|and send|and text|and email)`,
    ],
    bank_details: [
      `(?:bank|banking|card|account|credit card|debit card|paypal) (?:details|detail|info|information|number|numbers|login|log in|password|pin)`,
      `(?:sort code|iban|swift code|bic code|routing number|cvv|cvc|cv2|security code|expiry date|expiration date|long number on)`,
      `(?:verification|one time|otp|access|security|login|log in|authentication) (?:code|passcode|number|pin)`,
      `(?:read|send|give|tell|forward|text) (?:me|us) (?:the|that|your) (?:code|pin|password|numbers)`,
      `(?:your|ur) (?:pin|password|online banking|bank card|bank account|long card number)`,
      `online banking`,
      `(?:national insurance|social security|passport) (?:number|details|copy|photo)`,
    ],
    crypto: [
      `(?:bitcoin|bitcoins|btc|crypto|cryptos|cryptocurrency|crypto currency|cryptocurrencies|ethereum|usdt|tether|binance|coinbase|blockchain|dogecoin|litecoin|nft|nfts)`,
      `(?:wallet address|crypto wallet|digital wallet|digital currency|trading platform|trading account|forex|fx trading)`,
      `(?:investment|invest|investing) (?:opportunity|opportunities|scheme|plan|platform)`,
      `(?:guaranteed|huge|high|quick|fast|weekly|daily) (?:return|returns|profit|profits|income|gains)`,
      `(?:double|triple|multiply|grow) your (?:money|savings|investment|pension)`,
      `[0-9]+ percent (?:a|per|each|every) (?:month|week|day)`,
      `(?:invest|investing) _ (?:with me|today|now|[£$€] ?[0-9]+|your savings|your pension)`,
    ],
    other_channel: [
      `${CONTACT} (?:me|us) (?:on|via|at|through|over|in|using) (?:the |my |our )?(?:${APPS}|signal)`,
      `(?:my|me on|add me|find me on|i am on|i m on|im on) ${APPS}`,
      `${APPS} (?:me|number|no|num|id|handle|username|contact)`,
      `(?:move|continue|take|carry on|talk|chat|speak|switch) _ (?:to|on|over|onto) ${APPS}`,
      `(?:let s|lets|shall we|can we|we can) (?:talk|chat|speak|continue|message|write) (?:privately|in private|off here|off this site|elsewhere|somewhere else|directly|outside)`,
      `(?:private|personal) (?:email|e mail|chat|number|mobile)`,
      `(?:email|e mail|mail|write|text|call|ring|contact) me (?:at|on) _ (?:gmail|yahoo|hotmail|outlook|icloud|aol|proton)`,
      `[a-z0-9]+ (?:at|@) (?:gmail|yahoo|hotmail|outlook|icloud|aol|protonmail|proton) (?:dot|com)`,
      `(?:off this site|off the site|outside this site|outside of here|away from here|away from this site)`,
      `(?:drop|send|give) me a (?:line|message|text|note|call|ring) (?:on|via|through|over) ${APPS}`,
      `(?:rather|prefer to|better) (?:talk|chat|speak|write|message) _ (?:privately|in private|elsewhere|off here|not here)`,
    ],
  },
  /** Only in a first message (a stranger's opener): a phone number or an email address is itself another channel. */
  firstMessage: {
    other_channel: [
      `(?:call|ring|text|txt|phone|email|e mail|mail|contact|reach|message) me`,
      `(?:my|me on) (?:number|mobile|cell|phone|email|e mail|contact|details)`,
      `${APPS}`,
    ],
  },
  /** Pressure: counts only next to another reason ("urgent" alone is ordinary: "urgent: the walk moved"). */
  urgency: [
    `(?:urgent|urgently|asap|emergency|immediately|right now|right away|straight away|at once|quickly|hurry|today|tonight|this morning|this afternoon|this evening)`,
    `(?:as soon as possible|before tomorrow|before it s too late|within (?:the hour|an hour|24 hours|24 hrs|a day|the day)|by (?:tonight|tomorrow|the end of the day)|no time|running out of time|last chance|time is running out)`,
    `(?:don t|do not|dont) (?:tell|mention) _ (?:anyone|anybody|your family|your children|your son|your daughter|the bank)`,
    `(?:keep (?:this|it) (?:between us|secret|quiet|to yourself)|our (?:little )?secret)`,
    `(?:please please|i beg you|begging you|you re my only hope|only you can help)`,
  ],
};

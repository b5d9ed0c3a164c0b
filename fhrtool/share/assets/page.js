// The table's page and a player's page of fhrtool: everything it shows comes from the server's
// numbered updates and is written as text (textContent), never as markup.
"use strict";

const WORDS = {
  en: {
    title: "fhrtool", language: "日本語", lost: "Reconnecting…", gone: "This link is no longer valid.",
    low: "Low tension", ode: "Ode {n}", round: "Round {n}", rolling: "Rolling sequence values",
    declaring: "Special sequence declarations", sequence: "Sequence {n}", order: "Order", next: "next",
    people: "In the fight", nobody: "Nobody is in the fight yet", rolls: "Last rolls",
    life: "Life", will: "Will", lifeDice: "Life dice now", willDice: "Will dice now", hope: "Hope",
    fatigue: "Fatigue", hp: "HP", tension: "Tension value", passive: "Passive bonus +{n}",
    effects: "Effects", rd: "{n} rd", odes: "{n} ode(s)", pc: "PC", ally: "Ally", enemy: "Enemy",
    declared: "Declared", quick: "Quick ×{n}", passiveDecl: "Passive ×{n}", delay: "Delay to {n}",
    sync: "Sync with {name}", hopeDecl: "Hope ×{n}", ask: "Ask the GM", declare: "Declare",
    quickBtn: "Quick", passiveBtn: "Passive", delayBtn: "Delay", syncBtn: "Sync", hopeBtn: "Hope",
    withdraw: "Withdraw {what}", steps: "steps", value: "value", partner: "partner", dice: "dice, e.g. 4 2",
    check: "Check", target: "target", role: "for", active: "active action", reaction: "reaction to",
    other: "other", payWith: "pay with", correction: "−1 next check", fatigueCost: "1 fatigue",
    roll: "Roll for me", typed: "Send typed dice", asked: "My requests", pending: "waiting for the GM",
    accepted: "accepted", rejected: "rejected", failed: "refused by the rules",
    sheet: "Sheet", skills: "Skills", skill: "Skill", category: "Category", cost: "Cost", tb: "TB",
    checkValue: "Check", effect: "Effect", breaks: "Infinity Break ({n} left)", level: "Lv {n}",
    used: "used", board: "Casting board", bond: "bond {n}", palette: "Chat palette",
    notInFight: "Not in the fight.", refused_invalid: "The request was refused: {detail}",
    refused_not_now: "Not now: the fight is elsewhere.", refused_not_in_fight: "Not in the fight.",
    refused_too_many: "Too many requests; wait a moment.", refused_too_large: "The request is too large.",
    refused_other: "The request was refused.", diceUnit: " dice", level0: "Level {n}", checkOf: "{essence} check vs {target}",
    rolled: "rolled", typedDice: "typed {dice}", withdrawOf: "Withdraw {what}", together: " & ",
    yourTurn: "Your sequence: act now", youNext: "You act next", waiting: "waiting for the d10",
    success: "success", failure: "failure", fumble: "fumble", critical: "critical",
  },
  ja: {
    title: "fhrtool", language: "English", lost: "再接続中…", gone: "このリンクは無効になりました。",
    low: "ローテンション", ode: "オード {n}", round: "ラウンド {n}", rolling: "シーケンス値ロール中",
    declaring: "特殊シーケンス宣言", sequence: "シーケンス {n}", order: "行動順", next: "次",
    people: "戦闘の参加者", nobody: "まだ誰も戦闘にいません", rolls: "最近のロール",
    life: "【生命】", will: "【意志】", lifeDice: "【生命】ダイス", willDice: "【意志】ダイス", hope: "希望",
    fatigue: "疲労", hp: "HP", tension: "テンション値", passive: "パッシブ +{n}",
    effects: "効果", rd: "{n}ラウンド", odes: "{n}オード", pc: "PC", ally: "味方", enemy: "敵",
    declared: "宣言", quick: "クイック×{n}", passiveDecl: "パッシブ×{n}", delay: "ディレイ {n}",
    sync: "シンクロ（{name}）", hopeDecl: "希望×{n}", ask: "GMに申請", declare: "宣言",
    quickBtn: "クイック", passiveBtn: "パッシブ", delayBtn: "ディレイ", syncBtn: "シンクロ", hopeBtn: "希望",
    withdraw: "{what}を取り消す", steps: "回", value: "値", partner: "相手", dice: "出目（例: 4 2）",
    check: "判定", target: "目標値", role: "種類", active: "能動行動", reaction: "受動行動（対象）",
    other: "その他", payWith: "支払い", correction: "次の判定−1", fatigueCost: "疲労1",
    roll: "アプリでロール", typed: "出目を送る", asked: "自分の申請", pending: "GMの判断待ち",
    accepted: "承認", rejected: "却下", failed: "ルールにより不可",
    sheet: "シート", skills: "特技", skill: "特技", category: "種別", cost: "コスト", tb: "TB",
    checkValue: "判定値", effect: "効果", breaks: "インフィニティ・ブレイク（残り{n}）", level: "Lv{n}",
    used: "使用済み", board: "キャスティングボード", bond: "絆値 {n}", palette: "チャットパレット",
    notInFight: "戦闘に参加していません。", refused_invalid: "申請できません: {detail}",
    refused_not_now: "今は申請できません。", refused_not_in_fight: "戦闘に参加していません。",
    refused_too_many: "申請が多すぎます。少し待ってください。", refused_too_large: "申請が大きすぎます。",
    refused_other: "申請できませんでした。", diceUnit: "個", level0: "レベル {n}", checkOf: "{essence}判定（目標値 {target}）",
    rolled: "ロール", typedDice: "出目 {dice}", withdrawOf: "{what}の取り消し", together: "＆",
    yourTurn: "あなたのシーケンスです", youNext: "次はあなたの番です", waiting: "d10待ち",
    success: "成功", failure: "失敗", fumble: "ファンブル", critical: "クリティカル",
  },
};

function remembered() {
  try { return localStorage.getItem("fhrtool-language"); } catch (error) { return null; }  // storage may be off
}

let language = remembered() ||
  ((navigator.language || "en").toLowerCase().startsWith("ja") ? "ja" : "en");
let state = null;
let lastNumber = -1;
let formsBuilt = false;
const fields = {};

function t(key, params) {
  let text = (WORDS[language] && WORDS[language][key]) || WORDS.en[key] || key;
  for (const [name, value] of Object.entries(params || {})) {
    text = text.split("{" + name + "}").join(String(value));
  }
  return text;
}

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs || {})) {
    if (name === "text") node.textContent = value;
    else if (name === "class") node.className = value;
    else node.setAttribute(name, value);
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

function fill(node, ...children) {
  node.replaceChildren(...children.filter(Boolean));
}

// -- the fight -------------------------------------------------------------------------------------

function declarationText(d) {
  if (d.kind === "hope") return t("hopeDecl", { n: d.amount });
  if (d.kind === "quick") return t("quick", { n: d.amount });
  if (d.kind === "passive") return t("passiveDecl", { n: d.amount });
  if (d.kind === "delay") return t("delay", { n: d.amount });
  return t("sync", { name: d.partner });
}

function effectText(e) {
  return e.name + " (" + t(e.unit === "rounds" ? "rd" : "odes", { n: e.remaining }) + ")";
}

function statusText(table) {
  if (table.mode === "low") return [t("low"), t("ode", { n: table.ode })];
  const heading = t("round", { n: table.round });
  if (table.phase === "rolling") return [heading, t("rolling")];
  if (table.phase === "declaring") return [heading, t("declaring")];
  const current = table.order.find((slot) => slot.current);
  if (!current) return [heading, ""];
  const names = current.combatant_ids.map((id) => nameOf(table, id)).join(", ");
  return [heading, t("sequence", { n: current.value }) + ": " + names];
}

function nameOf(table, id) {
  const person = table.people.find((p) => p.id === id);
  return person ? person.name : "?";
}

function personNode(person) {
  const node = el("div", { class: "person", "data-id": person.id });
  const name = el("span", { class: "name side-" + person.side + (person.defeated ? " defeated" : ""), text: person.name });
  const heading = el("div", {}, el("span", { class: "tag side-" + person.side, text: t(person.side) }), " ", name);
  if (person.waiting) heading.append(" ", el("span", { class: "waiting", text: t("waiting") }));
  node.append(heading);
  const n = person.numbers;
  if (n) {
    const numbers = el("div", { class: "numbers" });
    numbers.append(
      el("span", { class: "life", text: t("life") + " " + n.life_dice + t("diceUnit") }),
      el("span", { class: "will", text: t("will") + " " + n.will_dice + t("diceUnit") }),
      el("span", { text: t("hope") + " " + n.hope + "/" + n.hope_max }),
      el("span", { text: t("hp") + " " + n.hp + "/" + n.hp_max }),
      el("span", { text: t("fatigue") + " " + n.fatigue }),
    );
    if (n.tension_value !== null) numbers.append(el("span", { text: t("tension") + " " + n.tension_value }));
    if (n.passive_bonus) numbers.append(el("span", { text: t("passive", { n: n.passive_bonus }) }));
    node.append(numbers);
    if (n.declarations.length) {
      node.append(el("div", { class: "effects", text: t("declared") + ": " + n.declarations.map(declarationText).join(", ") }));
    }
    if (n.effects.length) {
      node.append(el("div", { class: "effects", text: t("effects") + ": " + n.effects.map(effectText).join(", ") }));
    }
  }
  return node;
}

function rollText(r) {
  let text = r.who + ": ";
  if (r.text) text += r.text;
  else if (r.dice.length) text += "[" + r.dice.join(",") + "]" + (r.value !== null ? " = " + r.value : "");
  else if (r.value !== null) text += r.value;
  if (r.target !== null) text += " / " + r.target;
  if (r.outcome) text += " " + t(r.outcome);
  return text;
}

function renderFight(table) {
  const fight = document.getElementById("fight");
  const [heading, status] = statusText(table);
  const parts = [el("h2", { id: "round", text: heading }), el("div", { id: "status", class: "status", text: status })];
  if (table.order.length) {
    const order = el("ol", { class: "order", id: "order" });
    for (const slot of table.order) {
      const classes = [slot.current ? "current" : "", slot.done ? "done" : "", slot.next ? "next" : ""].join(" ").trim();
      const item = el("li", { class: classes });
      item.append(
        el("span", { class: "marker", text: slot.current ? "▶" : "" }),
        el("span", { class: "value", text: String(slot.value) }),
        el("span", { class: "names", text: slot.combatant_ids.map((id) => nameOf(table, id)).join(t("together")) }),
      );
      if (slot.next) item.append(el("span", { class: "tag", text: t("next") }));
      order.append(item);
    }
    parts.push(el("h2", { text: t("order") }), order);
  }
  parts.push(el("h2", { text: t("people") }));
  const people = el("div", { id: "people" });
  if (!table.people.length) people.append(el("p", { text: t("nobody") }));
  for (const person of table.people) people.append(personNode(person));
  parts.push(people);
  if (table.rolls.length) {
    const rolls = el("ul", { class: "plain rolls", id: "rolls" });
    for (const r of table.rolls) rolls.append(el("li", { text: rollText(r) }));
    parts.push(el("h2", { text: t("rolls") }), rolls);
  }
  fill(fight, ...parts);
}

// -- a player's own numbers and sheet --------------------------------------------------------------

function renderMe(me) {
  const section = document.getElementById("me");
  section.hidden = false;
  const dice = el("div", { class: "dice" },
    el("div", {}, el("span", { text: t("lifeDice") }), el("b", { id: "me-life", text: String(me.life_dice) })),
    el("div", {}, el("span", { text: t("willDice") }), el("b", { id: "me-will", text: String(me.will_dice) })),
  );
  const numbers = el("div", { class: "numbers" },
    el("span", { id: "me-hope", text: t("hope") + " " + me.hope + "/" + me.hope_max }),
    el("span", { id: "me-hp", text: t("hp") + " " + me.hp + "/" + me.hp_max }),
    el("span", { text: t("fatigue") + " " + me.fatigue }),
    el("span", { text: t("tension") + " " + me.tension_value }),
  );
  if (me.passive_bonus) numbers.append(el("span", { text: t("passive", { n: me.passive_bonus }) }));
  const parts = [el("h2", { id: "me-name", text: me.name })];
  const mine = (slot) => me.combatant_id !== null && slot.combatant_ids.includes(me.combatant_id);
  const order = state.table.order;
  if (order.some((slot) => slot.current && mine(slot))) parts.push(el("p", { id: "turn", class: "turn now", text: t("yourTurn") }));
  else if (order.some((slot) => slot.next && mine(slot))) parts.push(el("p", { id: "turn", class: "turn", text: t("youNext") }));
  parts.push(dice, numbers);
  if (me.declarations.length) {
    parts.push(el("div", { class: "effects", text: t("declared") + ": " + me.declarations.map(declarationText).join(", ") }));
  }
  if (me.combatant_id === null) parts.push(el("p", { text: t("notInFight") }));
  fill(section, ...parts);
}

function renderSheet(data) {
  const me = data.me;
  const section = document.getElementById("sheet");
  section.hidden = false;
  const parts = [el("h2", { text: t("sheet") }),
    el("div", { class: "numbers" },
      el("span", { text: t("level0", { n: me.level }) }),
      el("span", { text: t("life") + " " + me.life }),
      el("span", { text: t("will") + " " + me.will })),
  ];
  if (me.skills.length) {
    const list = el("div", { class: "skills", id: "skills" });
    for (const s of me.skills) {
      const facts = [s.category, t("cost") + " " + s.cost, t("tb") + " " + s.tension_bonus];
      if (s.check_value !== null) facts.push(t("checkValue") + " " + s.check_value);
      list.append(el("div", { class: "skill" },
        el("div", { class: "name", text: s.name }),
        el("div", { class: "numbers", text: facts.filter(Boolean).join(" · ") }),
        s.effect ? el("div", { class: "effects", text: s.effect }) : null));
    }
    parts.push(el("h2", { text: t("skills") }), list);
  }
  if (me.breaks.length) {
    const list = el("ul", { class: "plain" });
    for (const b of me.breaks) list.append(el("li", { text: b.skill + " " + t("level", { n: b.level }) + (b.usable ? "" : " (" + t("used") + ")") }));
    parts.push(el("h2", { text: t("breaks", { n: me.breaks_left }) }), list);
  }
  if (me.board.length) {
    const list = el("ul", { class: "plain" });
    for (const entry of me.board) {
      const names = language === "ja" ? entry.emotions_ja : entry.emotions_en;
      list.append(el("li", { text: entry.target + ": " + names.join(", ") + " (" + t("bond", { n: entry.bond }) + ")" }));
    }
    parts.push(el("h2", { text: t("board") }), list);
  }
  const lines = data.palette[language] || [];
  if (lines.length) {
    const list = el("ul", { class: "plain palette" });
    for (const line of lines) list.append(el("li", { text: line }));
    parts.push(el("h2", { text: t("palette") }), list);
  }
  fill(section, ...parts);
}

// -- requests --------------------------------------------------------------------------------------

function number(name, value, min, max) {
  const input = el("input", { type: "number", name, value: String(value), min: String(min), max: String(max), inputmode: "numeric" });
  fields[name] = input;
  return input;
}

function select(name, options) {
  const node = el("select", { name });
  for (const [value, label] of options) node.append(el("option", { value, text: label }));
  fields[name] = node;
  return node;
}

function button(name, label, onClick) {
  const node = el("button", { type: "button", name, text: label });
  node.addEventListener("click", onClick);
  fields[name] = node;
  return node;
}

function typedDice(name) {
  const text = fields[name].value.trim();
  if (!text) return null;
  return text.split(/[\s,、]+/).filter(Boolean).map((part) => Number(part));
}

async function send(body) {
  const answer = document.getElementById("answer");
  try {
    const response = await fetch("request", {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
      credentials: "omit", cache: "no-store",
    });
    if (response.ok) { answer.textContent = ""; return; }
    let refusal = {};
    try { refusal = await response.json(); } catch (error) { refusal = {}; }
    const key = "refused_" + (refusal.error || "other");
    answer.textContent = t(WORDS.en[key] ? key : "refused_other", { detail: refusal.detail || "" });
  } catch (error) {
    answer.textContent = t("lost");
  }
}

function buildForms() {
  const ask = document.getElementById("ask");
  const declare = el("div", { id: "declare" }, el("h3", { id: "declare-heading" }),
    el("div", { class: "row" }, number("quick-steps", 1, 1, 9), button("quick", "", () => send({ type: "declare", kind: "quick", amount: Number(fields["quick-steps"].value) }))),
    el("div", { class: "row" }, number("passive-steps", 1, 1, 9), button("passive", "", () => send({ type: "declare", kind: "passive", amount: Number(fields["passive-steps"].value) }))),
    el("div", { class: "row" }, number("delay-value", 1, 0, 99), button("delay", "", () => send({ type: "declare", kind: "delay", amount: Number(fields["delay-value"].value) }))),
    el("div", { class: "row" }, select("sync-partner", []), button("sync", "", () => send({ type: "declare", kind: "sync", partner: fields["sync-partner"].value }))),
    el("div", { class: "row" }, number("hope-amount", 1, 1, 99), el("input", { name: "hope-dice", type: "text", inputmode: "numeric", size: "8" }),
      button("hope", "", () => send({ type: "declare", kind: "hope", amount: Number(fields["hope-amount"].value), dice: typedDice("hope-dice") }))),
    el("div", { class: "row", id: "withdraw" }),
  );
  fields["hope-dice"] = declare.querySelector("[name=hope-dice]");
  const check = el("div", { id: "check" }, el("h3", { id: "check-heading" }),
    el("div", { class: "row" }, select("essence", []), el("label", { id: "target-label" }), number("target", 10, -99, 999)),
    el("div", { class: "row" }, select("role", []), select("reacting-to", [])),
    el("div", { class: "row" }, el("label", { id: "check-hope-label" }), number("check-hope", 0, 0, 99), select("pay-with", [])),
    el("div", { class: "row" }, el("input", { name: "check-dice", type: "text", inputmode: "numeric", size: "10" })),
    el("div", { class: "row" },
      button("roll", "", () => sendCheck(null)),
      button("send-typed", "", () => sendCheck(typedDice("check-dice")))),
  );
  fields["check-dice"] = check.querySelector("[name=check-dice]");
  fill(ask, el("h2", { id: "ask-heading" }), declare, check, el("p", { id: "answer", class: "notice", "aria-live": "polite" }));
  formsBuilt = true;
}

function sendCheck(dice) {
  const role = fields.role.value;
  const body = { type: "check", essence: fields.essence.value, target: Number(fields.target.value), role,
    hope: Number(fields["check-hope"].value), pay_with: fields["pay-with"].value, dice };
  if (role === "reaction") body.reacting_to = fields["reacting-to"].value;
  send(body);
}

function setOptions(node, options) {
  const chosen = node.value;
  node.replaceChildren(...options.map(([value, label]) => el("option", { value, text: label })));
  if (options.some(([value]) => value === chosen)) node.value = chosen;
}

function renderAsk(me) {
  const ask = document.getElementById("ask");
  ask.hidden = !(me.can_declare || me.can_check);
  if (!formsBuilt) buildForms();
  document.getElementById("ask-heading").textContent = t("ask");
  document.getElementById("declare-heading").textContent = t("declaring");
  document.getElementById("check-heading").textContent = t("check");
  document.getElementById("declare").hidden = !me.can_declare;
  document.getElementById("check").hidden = !me.can_check;
  for (const [name, key] of [["quick", "quickBtn"], ["passive", "passiveBtn"], ["delay", "delayBtn"], ["sync", "syncBtn"], ["hope", "hopeBtn"], ["roll", "roll"], ["send-typed", "typed"]]) {
    fields[name].textContent = t(key);
  }
  fields["hope-dice"].placeholder = t("dice");
  fields["check-dice"].placeholder = t("dice");
  document.getElementById("target-label").textContent = t("target");
  document.getElementById("check-hope-label").textContent = t("hope");
  const partners = me.partners.map((p) => [p.id, p.name]);
  setOptions(fields["sync-partner"], partners);
  setOptions(fields["reacting-to"], partners);
  setOptions(fields.essence, [["life", t("life")], ["will", t("will")]]);
  setOptions(fields.role, [["active", t("active")], ["reaction", t("reaction")], ["other", t("other")]]);
  setOptions(fields["pay-with"], [["correction", t("correction")], ["fatigue", t("fatigueCost")]]);
  const withdraw = document.getElementById("withdraw");
  fill(withdraw, ...me.declarations.map((d) => {
    const node = el("button", { type: "button", name: "withdraw-" + d.kind, text: t("withdraw", { what: declarationText(d) }) });
    node.addEventListener("click", () => send({ type: "withdraw", kind: d.kind }));
    return node;
  }));
}

function askedText(asked) {
  if (asked.essence) {
    const what = t("checkOf", { essence: t(asked.essence), target: asked.target });
    return what + " · " + (asked.dice ? t("typedDice", { dice: asked.dice.join(" ") }) : t("rolled"));
  }
  const declaration = { kind: asked.kind, amount: asked.amount, partner: "" };
  if (asked.kind === "sync" && state) declaration.partner = nameOf(state.table, asked.partner_id);
  if (asked.type === "withdraw" || asked.amount === undefined) return t("withdrawOf", { what: t(asked.kind + "Btn") });
  return declarationText(declaration);
}

function renderAsked(requests) {
  const section = document.getElementById("asked");
  section.hidden = !requests.length;
  const list = el("ul", { class: "plain asked", id: "asked-list" });
  for (const entry of requests.slice().reverse()) {
    const status = el("span", { class: entry.status, text: t(entry.status) + (entry.message ? ": " + entry.message : "") });
    list.append(el("li", { "data-status": entry.status }, askedText(entry.asked), " — ", status));
  }
  fill(section, el("h2", { text: t("asked") }), list);
}

// -- updates ---------------------------------------------------------------------------------------

function render() {
  document.documentElement.lang = language;
  document.getElementById("language").textContent = t("language");
  if (!state) return;
  document.body.dataset.number = String(state.n);
  const main = document.querySelector("main");
  main.className = state.kind;
  if (state.kind === "player") {
    document.getElementById("heading").textContent = state.me.name;
    document.title = state.me.name + " — fhrtool";
    renderMe(state.me);
    renderAsk(state.me);
    renderAsked(state.requests);
    renderSheet(state);
  } else {
    document.getElementById("heading").textContent = t("title");
  }
  renderFight(state.table);
}

function receive(data) {
  if (data.n <= lastNumber && state) return;
  lastNumber = data.n;
  state = data;
  render();
}

function connect() {
  const connection = document.getElementById("connection");
  const source = new EventSource("events");
  source.addEventListener("open", () => { connection.textContent = ""; connection.className = "connection"; });
  source.addEventListener("message", (event) => receive(JSON.parse(event.data)));
  source.addEventListener("error", () => {
    connection.className = "connection lost";
    if (source.readyState === EventSource.CLOSED) {
      // Closed for good (the link was revoked, or the server stopped): ask again after a while.
      connection.textContent = t("lost");
      setTimeout(() => { checkLink(); }, 2000);
    } else {
      connection.textContent = t("lost");
    }
  });
  window.fhrtoolSource = source;
}

async function checkLink() {
  try {
    const response = await fetch("state", { cache: "no-store", credentials: "omit" });
    if (response.status === 404) {
      const connection = document.getElementById("connection");
      connection.textContent = t("gone");
      return;
    }
    if (response.ok) receive(await response.json());
  } catch (error) {
    setTimeout(() => { checkLink(); }, 2000);
    return;
  }
  connect();
}

document.getElementById("language").addEventListener("click", () => {
  language = language === "ja" ? "en" : "ja";
  try { localStorage.setItem("fhrtool-language", language); } catch (error) { /* kept for this page only */ }
  render();
});
render();
connect();

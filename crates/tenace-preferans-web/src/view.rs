//! The Preferans table: the root component and its parts. Rule-free: what
//! is legal, whose turn it is, what each seat sees and every score come
//! from the engine through the controller; the view renders them and sends
//! `Msg`s.
//!
//! Test hooks (docs/web.md): `data-card` on every card, `data-call` on every
//! bidding and defence button, `data-testid` on `hand-<seat>` (1 = you,
//! then clockwise), `talon`, `trick`, `sheet`, `settlement`, `result`,
//! `next-deal`; the root `[data-testid=preferans]` carries the stage, whose
//! turn it is, the revision and the log's length.

use crate::labels::{self, bid_face, bid_words, card_button, card_code, card_face, seat_name};
use crate::sheet::{entry_code, entry_words, SheetView};
use std::rc::Rc;
use tenace_cards::{Card, CardSet, Suit};
use tenace_core::{Player, Rules, Viewer};
use tenace_preferans::defence::WhistCall;
use tenace_preferans::robot::Level;
use tenace_preferans::{Action, Bid, Call, Game, Hand, Stage, Strain, Variant};
use tenace_preferans_app::{link, seat_number, Controller, Msg, Notice, RobotAnswer, Settings, ME};
use tenace_table::{
    Badge, CallBox, CallView, CardState, CardView, HandView, Layout, PileView, SeatView, Table as Felt, TrickView,
};
use tenace_web::i18n::{tr, trf, Lang};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The controller as Yew state.
#[derive(Clone)]
pub struct State {
    pub c: Controller,
}

impl PartialEq for State {
    fn eq(&self, other: &State) -> bool {
        self.c.revision == other.c.revision && self.c.notice == other.c.notice
    }
}

impl Reducible for State {
    type Action = Msg;
    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut next = (*self).clone();
        // The effects are derived from the revision by the view's effects (robot turn, save).
        let _ = next.c.reduce(msg);
        Rc::new(next)
    }
}

fn random_seed() -> u64 {
    (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64
}

/// The table at start: a link's game, else the saved one, else a new one.
fn initial() -> Controller {
    let hash = tenace_web::dom::location_hash();
    let mut notice = None;
    let saved = match crate::store::load() {
        crate::store::Loaded::Nothing => None,
        crate::store::Loaded::Restored(c) => Some(*c),
        crate::store::Loaded::SetAside { key, reason } => {
            notice = Some(Notice {
                key: "pref.notice.set-aside",
                args: vec![("reason", reason), ("key", key)],
                error: true,
            });
            None
        }
    };
    if crate::guide::list_of_hash(&hash).is_some() {
        // The Laws tutor's link to the scenarios (or the lessons): the view opens the list.
        tenace_web::dom::clear_hash();
    } else if link::is_preferans(&hash) {
        tenace_web::dom::clear_hash();
        let base = saved.as_ref().map(|c| c.settings.clone()).unwrap_or_default();
        match link::read(&hash, &base) {
            Ok((settings, seed)) => {
                let mut c = Controller::new(settings, seed);
                c.notice =
                    Some(Notice { key: "pref.notice.link", args: vec![("seed", seed.to_string())], error: false });
                return c;
            }
            Err(e) => notice = Some(Notice { key: "pref.notice.link-bad", args: vec![("error", e)], error: true }),
        }
    }
    let mut c = saved.unwrap_or_else(|| Controller::new(Settings::default(), random_seed()));
    if notice.is_some() {
        c.notice = notice;
    }
    c
}

#[derive(Properties, Clone, PartialEq)]
pub struct Props {
    pub lang: Lang,
}

fn notice_text(n: &Notice) -> String {
    let args: Vec<(&str, &str)> = n.args.iter().map(|(k, v)| (*k, v.as_str())).collect();
    tenace_i18n::fill(tenace_i18n::message(tenace_web::i18n::lang(), n.key), &args)
}

/// Cards in the order a Preferans player sorts them: ♠ ♣ ♦ ♥ (P3), high to low.
fn sorted(set: CardSet) -> Vec<Card> {
    let order = |s: Suit| tenace_preferans::PREFERANS_SUITS.iter().position(|x| *x == s).unwrap_or(0);
    let mut cards: Vec<Card> = set.iter().collect();
    cards.sort_by_key(|c| (order(c.suit), std::cmp::Reverse(c.rank)));
    cards
}

/// The root of the Preferans module.
#[component]
pub fn PreferansView(props: &Props) -> Html {
    tenace_web::i18n::set(props.lang);
    // Read before `initial` clears the hash: the Laws tutor's link opens the scenarios' list.
    let guides = use_state(|| crate::guide::list_of_hash(&tenace_web::dom::location_hash()));
    let state = use_reducer(|| State { c: initial() });
    let dispatch = {
        let state = state.clone();
        Callback::from(move |m: Msg| state.dispatch(m))
    };
    let storage_error = use_state(|| None::<String>);
    let view_error = use_state(|| None::<String>);
    let settings_open = use_state(|| false);
    let selected = use_state(Vec::<Card>::new);
    let open_reason = use_state(|| None::<usize>);
    // The worker's answers and failures come back through these two closures, alive with the view.
    let closures = {
        let dispatch = dispatch.clone();
        use_mut_ref(move || {
            let d1 = dispatch.clone();
            let answer =
                Closure::<dyn Fn(String)>::new(move |text: String| match serde_json::from_str::<RobotAnswer>(&text) {
                    Ok(a) => d1.emit(Msg::Robot(a)),
                    Err(e) => web_sys::console::error_1(&format!("an unreadable robot answer: {e}").into()),
                });
            let d2 = dispatch.clone();
            let fail = Closure::<dyn Fn(String)>::new(move |why: String| {
                d2.emit(Msg::Robot(RobotAnswer { revision: 0, seat: ME, outcome: Err(why), ms: 0.0 }))
            });
            (answer, fail)
        })
    };
    // Robot turns and the autosave follow the revision.
    {
        let c = state.c.clone();
        let closures = closures.clone();
        let storage_error = storage_error.clone();
        let failed_revision = c.revision;
        let dispatch = dispatch.clone();
        use_effect_with(state.c.revision, move |_| {
            if c.replay.is_none() {
                if let Err(e) = crate::store::store(&tenace_preferans_app::save::write(c.saved())) {
                    if storage_error.is_none() {
                        storage_error.set(Some(e));
                    }
                }
            }
            if let Some(job) = c.robot_job() {
                let delay = c.settings.delay_ms;
                wasm_bindgen_futures::spawn_local(async move {
                    gloo_timers::future::TimeoutFuture::new(delay.max(1)).await;
                    let Ok(text) = serde_json::to_string(&job) else { return };
                    let refs = closures.borrow();
                    // A failure is reported against the revision it happened at.
                    let fail_for = {
                        let dispatch = dispatch.clone();
                        Closure::once_into_js(move |why: String| {
                            dispatch.emit(Msg::Robot(RobotAnswer {
                                revision: failed_revision,
                                seat: job.seat,
                                outcome: Err(why),
                                ms: 0.0,
                            }))
                        })
                    };
                    let _ = &refs.1;
                    crate::client::post(&text, refs.0.as_ref().unchecked_ref(), fail_for.unchecked_ref());
                });
            }
        });
    }
    // A Preferans link pasted while the table is open deals its game.
    {
        let dispatch = dispatch.clone();
        let guides = guides.clone();
        use_effect_with((), move |_| {
            let listener = Closure::<dyn Fn(web_sys::Event)>::new(move |_| {
                let hash = tenace_web::dom::location_hash();
                if let Some(lesson) = crate::guide::list_of_hash(&hash) {
                    tenace_web::dom::clear_hash();
                    guides.set(Some(lesson));
                } else if link::is_preferans(&hash) {
                    tenace_web::dom::clear_hash();
                    if let Ok((settings, seed)) = link::read(&hash, &Settings::default()) {
                        dispatch.emit(Msg::NewGame { settings, seed });
                    }
                }
            });
            let window = web_sys::window();
            if let Some(w) = &window {
                let _ = w.add_event_listener_with_callback("hashchange", listener.as_ref().unchecked_ref());
            }
            move || {
                if let Some(w) = &window {
                    let _ = w.remove_event_listener_with_callback("hashchange", listener.as_ref().unchecked_ref());
                }
            }
        });
    }
    // Discard selection and open reasons belong to one state of the table.
    {
        let selected = selected.clone();
        let open_reason = open_reason.clone();
        use_effect_with(state.c.revision, move |_| {
            selected.set(Vec::new());
            open_reason.set(None);
        });
    }
    let c = &state.c;
    let game: &Game = c.shown();
    let n = game.seating().count();
    let replaying = c.replay.is_some();
    let hand = game.hand();
    let stage = hand.map(|h| h.stage);
    let to_act = game.to_act();
    let user_turn = c.user_turn();
    let legal: Vec<Action> = if user_turn { game.legal_actions(ME) } else { Vec::new() };
    let act = {
        let dispatch = dispatch.clone();
        move |a: Action| {
            let dispatch = dispatch.clone();
            Callback::from(move |_: MouseEvent| dispatch.emit(Msg::User(a.clone())))
        }
    };
    let send = |m: Msg| {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(m.clone()))
    };
    let onkeydown = {
        let dispatch = dispatch.clone();
        let between = c.between_deals();
        Callback::from(move |e: KeyboardEvent| {
            if e.ctrl_key() || e.meta_key() || e.alt_key() || tenace_web::dom::typing_in_field() {
                return;
            }
            match e.key().as_str() {
                "u" => dispatch.emit(Msg::Undo),
                "n" if between => dispatch.emit(Msg::NextDeal),
                "ArrowRight" | "ArrowDown" if tenace_web::dom::move_focus(1, "[data-pref-active]") => {
                    e.prevent_default()
                }
                "ArrowLeft" | "ArrowUp" if tenace_web::dom::move_focus(-1, "[data-pref-active]") => e.prevent_default(),
                _ => {}
            }
        })
    };
    // Which hands the user sees (all of them in a replay).
    let viewer = if replaying { Viewer::All } else { Viewer::Seat(ME) };
    let seen: Vec<(Player, CardSet)> = game.visible_to(viewer);
    let record_for_root =
        if replaying { String::new() } else { serde_json::to_string(&c.game.record()).unwrap_or_default() };
    let robot_thinking = c.robot_turn();
    let discarding = user_turn && stage == Some(Stage::Discard);
    // The seats, clockwise from the user at the bottom: seat index i is Player(i) (the user is Player(0)).
    let seats: Vec<SeatView> = game
        .seating()
        .players()
        .map(|p| {
            let place = seat_number(p);
            let name = seat_name(p, n);
            let Some(h) = hand else { return SeatView::new(format!("hand-{place}"), name, HandView::None) };
            let active = h.roles.is_active(p);
            let visible = seen.iter().find(|(q, _)| *q == p).map(|(_, s)| *s);
            let count = h.hands[p].len();
            let tricks = h.tricks().map(|t| t[p]).unwrap_or(0);
            let label = trf(
                "pref.hand.label",
                &[("player", name), ("cards", &count.to_string()), ("tricks", &tricks.to_string())],
            );
            let view = match visible {
                Some(set) => HandView::Faces {
                    cards: sorted(set)
                        .into_iter()
                        .map(|card| {
                            let can_play = legal
                                .iter()
                                .any(|a| matches!(a, Action::Play { hand, card: c } if *hand == p && *c == card));
                            let selectable = discarding && p == ME;
                            let state = if can_play || selectable { CardState::Playable } else { CardState::Shown };
                            CardView::new(card, tenace_web::labels::rank_face(card.rank), card_button(card))
                                .state(state)
                                .class(selected.contains(&card).then_some("selected"))
                                .code(card_code(card))
                        })
                        .collect(),
                    layout: if p == ME {
                        Layout::Fan
                    } else {
                        Layout::Rows(
                            tenace_preferans::PREFERANS_SUITS
                                .iter()
                                .map(|s| (*s, AttrValue::from(tr("pref.void"))))
                                .collect(),
                        )
                    },
                    label: label.clone().into(),
                    nav: Some(AttrValue::from(format!("hand-{place}"))),
                    empty: tr("pref.hand.empty").into(),
                },
                None if active || count > 0 => HandView::Backs { count, label: label.clone().into() },
                None => HandView::None,
            };
            let mut seat = SeatView::new(format!("hand-{place}"), name, view);
            seat.label = label.into();
            seat.to_act = to_act.contains(&p) && !replaying;
            if h.roles.dealer == p {
                let mut b = Badge::new(tr("pref.dealer.mark"), Some("dealer"));
                b.title = Some(tr("pref.dealer").into());
                b.label = Some(tr("pref.dealer").into());
                seat.badges.push(b);
            }
            if active {
                seat.badges.push(Badge::new(trf("pref.tricks", &[("n", &tricks.to_string())]), Some("role")));
            } else {
                seat.badges.push(Badge::new(tr("pref.sits-out"), Some("role")));
            }
            if robot_thinking == Some(p) {
                seat.badges.push(Badge::new(tr("pref.thinking"), Some("turn")));
            }
            // A penalty card stays face up for everyone (P98, K3.9.14).
            for (_, card) in h.irregular.penalty_cards.iter().filter(|(q, _)| *q == p) {
                let mut b = Badge::new(trf("pref.penalty-card", &[("card", &card_face(*card))]), Some("penalty"));
                b.label = Some(trf("pref.penalty-card", &[("card", &labels::card_words(*card))]).into());
                seat.badges.push(b);
            }
            seat
        })
        .collect();
    let on_card = {
        let dispatch = dispatch.clone();
        let legal = legal.clone();
        let selected = selected.clone();
        Callback::from(move |(i, card): (usize, Card)| {
            let p = Player::new(i as u8);
            if legal.iter().any(|a| matches!(a, Action::Play { hand, card: c } if *hand == p && *c == card)) {
                dispatch.emit(Msg::User(Action::Play { hand: p, card }));
            } else if discarding && p == ME {
                let mut s = (*selected).clone();
                if let Some(i) = s.iter().position(|x| *x == card) {
                    s.remove(i);
                } else if s.len() < 2 {
                    s.push(card);
                }
                selected.set(s);
            }
        })
    };
    let face = |card: Card| {
        CardView::new(card, tenace_web::labels::rank_face(card.rank), card_button(card)).code(card_code(card))
    };
    // The talon: face up once shown (P12, P24), turned one by one in an all-pass (P56).
    let pile = hand.map(|h| {
        let public = h.public_talon();
        let taken = h.declarer.is_some() && h.auction.end.is_some();
        PileView {
            testid: "talon".into(),
            label: tr("pref.talon").into(),
            title: Some(tr("pref.talon").into()),
            faces: public.iter().map(|c| face(*c)).collect(),
            backs: if taken { 0 } else { 2usize.saturating_sub(public.len()) },
        }
    });
    let trick = hand.and_then(|h| h.play.as_ref()).map(|play| {
        let (log, last) = match play.tricks.last() {
            Some(t) if play.current.cards.is_empty() => (t.clone(), true),
            _ => (play.current.clone(), false),
        };
        TrickView {
            // The talon's card of an all-pass trick lies on the talon (it has no seat).
            plays: log.cards.iter().filter_map(|(who, card)| who.map(|p| (p.index(), face(*card)))).collect(),
            winner: if last { log.winner.map(|p| p.index()) } else { None },
            led: None,
            label: tr("pref.trick").into(),
            testid: "trick".into(),
            number: Some(play.tricks.len() + usize::from(!last)),
            class: last.then_some("last"),
            caption: html! {
                <span class="pref-trick-info" data-testid="trick-info" data-done={play.tricks.len().to_string()}
                      data-cards={log.cards.iter().map(|(_, c)| card_code(*c)).collect::<Vec<_>>().join(" ")}>
                    { trf("pref.trick.n", &[("n", &(play.tricks.len() + usize::from(!last)).to_string())]) }
                </span>
            },
        }
    });
    let status = status_line(c, game, n);
    // The user's controls for the stage.
    let controls: Html = match (user_turn, hand, stage) {
        (true, Some(h), Some(Stage::Auction)) => bidding_box(h, &legal, &dispatch),
        (true, Some(_), Some(Stage::Discard)) => {
            let chosen = (*selected).clone();
            let ready = chosen.len() == 2;
            let onclick = if ready {
                act(Action::Discard { player: ME, cards: [chosen[0], chosen[1]] })
            } else {
                Callback::noop()
            };
            html! {
                <div class="pref-box" data-testid="discard-box" data-pref-active="true">
                    <p>{ tr("pref.discard.help") }</p>
                    <button type="button" data-testid="discard" disabled={!ready} {onclick}>
                        { trf("pref.discard.button", &[("cards", &chosen.iter().map(|c| card_face(*c)).collect::<Vec<_>>().join(" "))]) }
                    </button>
                </div>
            }
        }
        (true, Some(h), Some(Stage::Contract)) => html! {
            <div class="pref-box" data-testid="contract-box" data-pref-active="true">
                <p>{ trf("pref.contract.help", &[("bid", &h.final_bid.map(bid_face).unwrap_or_default())]) }</p>
                <div class="pref-ladder">
                    { for legal.iter().map(|a| match a {
                        Action::Declare { contract, .. } => html! {
                            <button type="button" data-call={contract.code()} aria-label={labels_named(&bid_face(*contract), &bid_words(*contract))}
                                    onclick={act(a.clone())}>{ bid_face(*contract) }</button>
                        },
                        Action::Concede { .. } => html! {
                            <button type="button" data-call="concede" onclick={act(a.clone())}>{ tr("pref.concede") }</button>
                        },
                        _ => Html::default(),
                    }) }
                </div>
            </div>
        },
        (true, Some(h), Some(Stage::Whist)) => whist_box(h, &legal, &act, n),
        (true, Some(_), Some(Stage::Help)) => html! {
            <div class="pref-box" data-testid="help-box" data-pref-active="true">
                <p>{ tr("pref.help.help") }</p>
                { for legal.iter().map(|a| match a {
                    Action::Help { to, .. } => html! {
                        <button type="button" data-call={format!("help-{}", seat_number(*to))} onclick={act(a.clone())}>{ trf("pref.help.to", &[("player", seat_name(*to, n))]) }</button>
                    },
                    _ => Html::default(),
                }) }
            </div>
        },
        (true, Some(h), Some(Stage::Ruling)) => html! {
            <div class="pref-box" data-testid="ruling-box" data-pref-active="true">
                { for h.irregular.rulings.last().map(|r| html! { <p>{ labels::text(&r.text, n) }</p> }) }
                { for legal.iter().map(|a| match a {
                    Action::Rectify { choice, .. } => html! {
                        <button type="button" data-call={format!("{choice:?}").to_lowercase()} onclick={act(a.clone())}>{ rectification_words(choice) }</button>
                    },
                    _ => Html::default(),
                }) }
            </div>
        },
        _ => Html::default(),
    };
    // Claims during the play: the declarer (or the defence) claims the rest, the misère player no more tricks.
    let claims = match hand {
        Some(h)
            if !replaying
                && !c.between_deals()
                && h.stage == Stage::Play
                && h.roles.is_active(ME)
                && h.declarer.is_some() =>
        {
            let misere = h.final_bid == Some(Bid::Misere);
            let mine = h.declarer == Some(ME);
            html! {
                <div class="pref-claims" data-testid="claims">
                    if !misere {
                        <button type="button" data-action="claim-rest" onclick={send(Msg::Claim(tenace_preferans_app::claim::Claim::Rest))}>
                            { if mine { tr("pref.claim.rest") } else { tr("pref.claim.rest-defence") } }
                        </button>
                    } else if mine {
                        <button type="button" data-action="claim-no-more" onclick={send(Msg::Claim(tenace_preferans_app::claim::Claim::NoMore))}>{ tr("pref.claim.no-more") }</button>
                    }
                </div>
            }
        }
        _ => Html::default(),
    };
    // §14 practice: the irregularities the user may commit now, and the latest ruling.
    let practice = if replaying || c.between_deals() || game.is_over() {
        Html::default()
    } else {
        let dispatch = dispatch.clone();
        let items = irregularities(game, user_turn);
        html! {
            <details class="pref-practice" data-testid="practice">
                <summary>{ tr("pref.irr.title") }</summary>
                <p>{ tr("pref.irr.help") }</p>
                <div class="pref-practice-list">
                    { for items.into_iter().map(|(irr, label)| {
                        let dispatch = dispatch.clone();
                        let rule = irr.rule();
                        html! {
                            <button type="button" data-irregularity={rule} onclick={Callback::from(move |_: MouseEvent| dispatch.emit(Msg::Commit(irr.clone())))}>
                                { format!("{label} ({rule})") }
                            </button>
                        }
                    }) }
                </div>
            </details>
        }
    };
    let ruling = game
        .hand()
        .filter(|h| !h.irregular.rulings.is_empty())
        .or_else(|| game.finished.last().filter(|h| !h.irregular.rulings.is_empty() && c.between_deals()))
        .and_then(|h| h.irregular.rulings.last())
        .map(|r| {
            html! {
                <section class="pref-ruling" data-testid="ruling" data-rule={r.rule.clone()} data-code={r.code.join(" ")} role="status">
                    <h2>{ trf("pref.ruling.title", &[("rule", &r.rule), ("code", &r.code.join(", "))]) }</h2>
                    <p>{ labels::text(&r.text, n) }</p>
                </section>
            }
        });
    // The last deal's result, until the user goes on.
    let result = (c.between_deals() || (game.is_over() && !replaying)).then(|| game.finished.last()).flatten().map(|last| {
        html! {
            <section class="pref-result" data-testid="result" aria-label={tr("pref.result.title")} role="status"
                     data-deal={(last.number + 1).to_string()} data-entries={last.entries.iter().map(entry_code).collect::<Vec<_>>().join(" ")}>
                <h2>{ trf("pref.result.deal", &[("n", &(last.number + 1).to_string())]) }</h2>
                <p>{ deal_summary(last, n) }</p>
                <ul>
                    { for last.entries.iter().map(|e| html! { <li data-entry={entry_code(e)}>{ entry_words(e, n) }</li> }) }
                    if last.entries.is_empty() { <li>{ tr("pref.result.nothing") }</li> }
                </ul>
                if c.between_deals() && !game.is_over() {
                    <button type="button" data-testid="next-deal" aria-keyshortcuts="n" onclick={send(Msg::NextDeal)}>{ tr("pref.next-deal") }</button>
                } else if game.is_over() {
                    if c.between_deals() {
                        <button type="button" data-testid="next-deal" aria-keyshortcuts="n" onclick={send(Msg::NextDeal)}>{ tr("pref.to-settlement") }</button>
                    }
                }
            </section>
        }
    });
    let over = (game.is_over() && !c.between_deals() && !replaying && c.guide.is_none()).then(|| {
        html! {
            <section class="pref-over" data-testid="game-over" role="status">
                <h2>{ if game.result().closed { tr("pref.over.closed") } else { tr("pref.over.stopped") } }</h2>
                <button type="button" data-action="pref-new" onclick={{ let s = settings_open.clone(); Callback::from(move |_| s.set(true)) }}>{ tr("pref.new-game") }</button>
            </section>
        }
    });
    // The current deal's actions, each robot's with its reason (hover, focus or tap).
    let deal_log = if replaying {
        Html::default()
    } else {
        let items: Vec<Html> = c
            .deal_notes()
            .map(|(i, a, note)| {
                let who = action_actor(a);
                let text = action_words(a, n);
                let reason = note.reason.as_ref().map(|r| labels::text(r, n));
                let shown = *open_reason == Some(i);
                let toggle = {
                    let open_reason = open_reason.clone();
                    Callback::from(move |_: MouseEvent| open_reason.set(if shown { None } else { Some(i) }))
                };
                html! {
                    <li data-index={i.to_string()} data-robot={note.robot.to_string()} data-us={note.us.map(|u| u.to_string())}>
                        if let Some(reason) = reason.clone() {
                            <button type="button" class="pref-act" title={reason.clone()} aria-expanded={shown.to_string()} onclick={toggle}
                                    aria-describedby={shown.then(|| format!("pref-reason-{i}"))}>
                                { format!("{}: {}", seat_name(who, n), text) }
                            </button>
                            if shown { <p class="pref-reason" id={format!("pref-reason-{i}")} data-testid="reason">{ reason }</p> }
                        } else {
                            <span class="pref-act">{ format!("{}: {}", seat_name(who, n), text) }</span>
                        }
                    </li>
                }
            })
            .collect();
        html! {
            <section class="pref-log" aria-label={tr("pref.log.title")}>
                <h2>{ tr("pref.log.title") }</h2>
                <ol data-testid="deal-log">{ for items }</ol>
            </section>
        }
    };
    let replay_bar = c.replay.as_ref().map(|r| {
        let at = r.cursor();
        let total = r.actions.len();
        html! {
            <nav class="pref-replay" data-testid="replay" aria-label={tr("pref.replay.title")} data-at={at.to_string()} data-total={total.to_string()}>
                <button type="button" data-action="replay-start" onclick={send(Msg::ReplayTo(0))} disabled={at == 0} aria-label={tr("pref.replay.start")}>{ "⏮" }</button>
                <button type="button" data-action="replay-back" onclick={send(Msg::ReplayTo(at.saturating_sub(1)))} disabled={at == 0} aria-label={tr("pref.replay.back")}>{ "◀" }</button>
                <span>{ trf("pref.replay.at", &[("at", &at.to_string()), ("total", &total.to_string())]) }</span>
                <button type="button" data-action="replay-next" onclick={send(Msg::ReplayTo(at + 1))} disabled={at >= total} aria-label={tr("pref.replay.next")}>{ "▶" }</button>
                <button type="button" data-action="replay-end" onclick={send(Msg::ReplayTo(total))} disabled={at >= total} aria-label={tr("pref.replay.end")}>{ "⏭" }</button>
                <button type="button" data-action="replay-leave" onclick={send(Msg::LeaveReplay)}>{ tr("pref.replay.leave") }</button>
            </nav>
        }
    });
    let download = {
        let c = c.clone();
        let view_error = view_error.clone();
        Callback::from(move |_: MouseEvent| match c.play_record() {
            Ok(text) => {
                if let Err(e) =
                    tenace_web::dom::download(&format!("preferans-{}.json", c.seed), &text, "application/json")
                {
                    view_error.set(Some(e));
                }
            }
            Err(e) => view_error.set(Some(e)),
        })
    };
    let load = {
        let dispatch = dispatch.clone();
        let view_error = view_error.clone();
        Callback::from(move |e: Event| {
            let Some(input) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
            let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
            input.set_value("");
            let dispatch = dispatch.clone();
            let view_error = view_error.clone();
            wasm_bindgen_futures::spawn_local(async move {
                match tenace_web::dom::read_file(file).await {
                    Ok(bytes) => match String::from_utf8(bytes) {
                        Ok(text) => dispatch.emit(Msg::LoadRecord(text)),
                        Err(_) => view_error.set(Some(tr("pref.notice.not-text").to_owned())),
                    },
                    Err(e) => view_error.set(Some(e)),
                }
            });
        })
    };
    let share = format!("{}{}", tenace_web::dom::page_address(), link::write(&c.settings, c.seed));
    let notices: Vec<(bool, String)> = c
        .notice
        .iter()
        .map(|n| (n.error, notice_text(n)))
        .chain(storage_error.iter().map(|e| (true, trf("pref.notice.storage", &[("error", e)]))))
        .chain(view_error.iter().map(|e| (true, e.clone())))
        .collect();
    let dismiss = {
        let dispatch = dispatch.clone();
        let view_error = view_error.clone();
        Callback::from(move |_: MouseEvent| {
            view_error.set(None);
            dispatch.emit(Msg::Dismiss);
        })
    };
    let can_undo = !replaying && c.notes.iter().any(|n| !n.robot);
    let shown_shared = Rc::new(game.clone());
    html! {
        <div class="pref" data-testid="preferans" data-stage={stage.map(|s| format!("{s:?}").to_lowercase()).unwrap_or_else(|| "over".into())}
             data-to-act={to_act.iter().map(|p| seat_number(*p).to_string()).collect::<Vec<_>>().join(" ")}
             data-user-turn={user_turn.to_string()} data-revision={c.revision.to_string()} data-log-len={c.replay.as_ref().map(|r| r.cursor()).unwrap_or(c.game.log().len()).to_string()}
             data-deal={hand.map(|h| (h.number + 1).to_string()).unwrap_or_default()} data-finished={game.finished.len().to_string()}
             data-seed={c.seed.to_string()} data-players={n.to_string()} data-replay={replaying.to_string()}
             data-record={record_for_root} onkeydown={onkeydown}>
            // Everything above the table spans both columns as one grid item, so the sheet beside the table stays in place.
            <div class="pref-top">
            <header class="pref-bar">
                <h2 class="pref-title">{ tr("pref.title") }</h2>
                <p class="pref-info">{ trf("pref.info", &[("variant", variant_name(c.settings.variant)), ("pool", &c.settings.pool.to_string()), ("deal", &hand.map(|h| (h.number + 1).to_string()).unwrap_or_else(|| "—".into()))]) }</p>
                <nav class="pref-actions" aria-label={tr("pref.actions")}>
                    <button type="button" data-action="pref-undo" aria-keyshortcuts="u" disabled={!can_undo} onclick={send(Msg::Undo)}>{ tr("pref.undo") }</button>
                    <button type="button" data-action="pref-settings" onclick={{ let s = settings_open.clone(); Callback::from(move |_| s.set(!*s)) }}
                            aria-expanded={settings_open.to_string()}>{ tr("pref.settings") }</button>
                    <button type="button" data-action="pref-scenarios" aria-expanded={(*guides == Some(false)).to_string()}
                            onclick={{ let g = guides.clone(); Callback::from(move |_| g.set(if *g == Some(false) { None } else { Some(false) })) }}>{ tr("pref.guides.scenarios") }</button>
                    <button type="button" data-action="pref-lessons" aria-expanded={(*guides == Some(true)).to_string()}
                            onclick={{ let g = guides.clone(); Callback::from(move |_| g.set(if *g == Some(true) { None } else { Some(true) })) }}>{ tr("pref.guides.lessons") }</button>
                    <button type="button" data-action="pref-download" onclick={download}>{ tr("pref.download") }</button>
                    <label class="pref-file">
                        <span>{ tr("pref.load") }</span>
                        <input type="file" accept=".json,.jsonl,application/json" data-testid="record-file" onchange={load} />
                    </label>
                </nav>
            </header>
            { for notices.iter().map(|(error, text)| html! {
                <div class={classes!("notice", error.then_some("error"))} role={if *error { "alert" } else { "status" }} data-testid="pref-notice">
                    <span>{ text.clone() }</span>
                    <button type="button" class="link" onclick={dismiss.clone()} aria-label={tr("notice.dismiss")}>{ "×" }</button>
                </div>
            }) }
            if *settings_open {
                <SettingsPanel settings={c.settings.clone()} seed={c.seed} share={share.clone()}
                    on_start={{ let dispatch = dispatch.clone(); let s = settings_open.clone(); Callback::from(move |(settings, seed): (Settings, u64)| { s.set(false); dispatch.emit(Msg::NewGame { settings, seed }); }) }}
                    on_close={{ let s = settings_open.clone(); Callback::from(move |_| s.set(false)) }} />
            }
            if let (Some(lesson), None) = (*guides, &c.guide) {
                { crate::guide::list(lesson, &dispatch, { let g = guides.clone(); Callback::from(move |_| g.set(None)) }) }
            }
            { crate::guide::panel(c, &dispatch, { let g = guides.clone(); Callback::from(move |_| g.set(None)) }) }
            { for replay_bar }
            <p class="pref-status" data-testid="status" role="status" aria-live="polite">{ status }</p>
            </div>
            <Felt seats={seats} on_card={on_card} pile={pile} trick={trick} call_box={controls}
                  label={AttrValue::from(tr("pref.table"))} class={classes!("pref-felt", format!("players-{n}"))} />
            { claims }
            { for ruling }
            { for result }
            { for over }
            { practice }
            <div class="pref-side">
                <SheetView game={shown_shared} revision={c.revision} />
                { deal_log }
            </div>
        </div>
    }
}

/// The irregularities of §14 the user may commit now (the engine's check decides), with their labels.
fn irregularities(game: &Game, user_turn: bool) -> Vec<(tenace_preferans::irregularity::Irregularity, String)> {
    use tenace_preferans::irregularity::Irregularity as I;
    let Some(h) = game.hand() else { return Vec::new() };
    let mine = sorted(h.hands[ME]);
    let mut v: Vec<(I, String)> = vec![
        (I::SawTalon { player: ME }, tr("pref.irr.saw-talon").to_owned()),
        (I::TookTalon { player: ME }, tr("pref.irr.took-talon").to_owned()),
        (I::ExposedTalon { player: ME }, tr("pref.irr.exposed-talon").to_owned()),
        (I::CallOutOfTurn { player: ME, call: Call::Pass }, tr("pref.irr.call-out-of-turn").to_owned()),
        (I::LookedAtDiscard { player: ME }, tr("pref.irr.looked-at-discard").to_owned()),
        (I::LookedAtOldTrick { player: ME }, tr("pref.irr.old-trick").to_owned()),
        (I::AllPassLeadOutOfTurn { player: ME }, tr("pref.irr.allpass-lead").to_owned()),
        (I::WrongCardCount { player: ME }, tr("pref.irr.card-count").to_owned()),
        (I::OutsideAdvice { player: ME }, tr("pref.irr.advice").to_owned()),
        (I::Comment { player: ME }, tr("pref.irr.comment").to_owned()),
        (I::ShowedCards { player: ME }, tr("pref.irr.showed").to_owned()),
    ];
    if let Some(card) = mine.first() {
        v.push((
            I::ExposedCard { hand: ME, card: *card },
            trf("pref.irr.exposed-card", &[("card", &card_face(*card))]),
        ));
    }
    // A revoke: a card the rules forbid now, played anyway.
    if user_turn && h.to_play() == Some(ME) {
        let legal = game.legal_actions(ME);
        if let Some(card) =
            mine.iter().find(|c| !legal.iter().any(|a| matches!(a, Action::Play { card, .. } if card == *c)))
        {
            v.push((I::Revoke { hand: ME, card: *card }, trf("pref.irr.revoke", &[("card", &card_face(*card))])));
        }
    }
    v.retain(|(i, _)| game.check(&Action::Irregular { irregularity: i.clone() }).is_ok());
    v
}

fn labels_named(face: &str, words: &str) -> String {
    tenace_web::labels::named(face, words)
}

fn variant_name(v: Variant) -> &'static str {
    match v {
        Variant::Sochi => tr("pref.variant.sochi"),
        Variant::Leningrad => tr("pref.variant.leningrad"),
        Variant::Rostov => tr("pref.variant.rostov"),
    }
}

fn rectification_words(r: &tenace_preferans::irregularity::Rectification) -> String {
    use tenace_preferans::irregularity::Rectification;
    match r {
        Rectification::RequireSuit(s) => trf("pref.rectify.require", &[("suit", &s.symbol().to_string())]),
        Rectification::ForbidSuit(s) => trf("pref.rectify.forbid", &[("suit", &s.symbol().to_string())]),
        Rectification::NoRestriction => tr("pref.rectify.none").to_owned(),
    }
}

/// Who acts in an action (a card: the hand it comes from).
fn action_actor(a: &Action) -> Player {
    match a {
        Action::Call { player, .. }
        | Action::Discard { player, .. }
        | Action::Declare { player, .. }
        | Action::Concede { player }
        | Action::Whist { player, .. }
        | Action::Look { player, .. }
        | Action::Help { player, .. }
        | Action::Rectify { player, .. } => *player,
        Action::Play { hand, .. } => *hand,
        Action::Irregular { .. } => ME,
    }
}

fn action_words(a: &Action, n: usize) -> String {
    match a {
        Action::Call { call, .. } => labels::call_face(*call),
        Action::Discard { .. } => tr("pref.log.discarded").to_owned(),
        Action::Declare { contract, .. } => trf("pref.log.declared", &[("bid", &bid_face(*contract))]),
        Action::Concede { .. } => tr("pref.concede").to_owned(),
        Action::Whist { call, .. } => labels::whist_words(*call).to_owned(),
        Action::Look { at, .. } => trf("pref.log.looked", &[("player", seat_name(*at, n))]),
        Action::Play { card, .. } => card_face(*card),
        Action::Help { to, .. } => trf("pref.help.to", &[("player", seat_name(*to, n))]),
        Action::Irregular { .. } => tr("pref.log.irregular").to_owned(),
        Action::Rectify { choice, .. } => rectification_words(choice),
    }
}

/// "Left played 7♠ and took 6 tricks" style summary of a finished deal.
fn deal_summary(h: &Hand, n: usize) -> String {
    match (h.declarer, h.contract.or(h.final_bid)) {
        (Some(d), Some(Bid::Misere)) => {
            let t = h.tricks().map(|t| t[d]).unwrap_or(0);
            trf("pref.summary.misere", &[("player", seat_name(d, n)), ("tricks", &t.to_string())])
        }
        (Some(d), Some(b)) if h.play.is_some() => {
            let t = h.tricks().map(|t| t[d]).unwrap_or(0);
            trf("pref.summary.game", &[("player", seat_name(d, n)), ("bid", &bid_face(b)), ("tricks", &t.to_string())])
        }
        (Some(d), Some(b)) => trf("pref.summary.unplayed", &[("player", seat_name(d, n)), ("bid", &bid_face(b))]),
        _ => {
            let each: Vec<String> = h
                .tricks()
                .map(|t| h.roles.active.iter().map(|p| format!("{} {}", seat_name(*p, n), t[*p])).collect())
                .unwrap_or_default();
            trf("pref.summary.allpass", &[("tricks", &each.join(", "))])
        }
    }
}

fn status_line(c: &Controller, game: &Game, n: usize) -> String {
    if game.is_over() {
        return tr("pref.status.over").to_owned();
    }
    if c.between_deals() {
        return tr("pref.status.between").to_owned();
    }
    let Some(h) = game.hand() else { return String::new() };
    let who = game.to_act().first().map(|p| seat_name(*p, n)).unwrap_or("");
    let mine = c.user_turn();
    match h.stage {
        Stage::Auction if mine => tr("pref.status.bid").to_owned(),
        Stage::Auction => trf("pref.status.bidding", &[("player", who)]),
        Stage::Discard if mine => tr("pref.status.discard").to_owned(),
        Stage::Discard => trf("pref.status.discarding", &[("player", who)]),
        Stage::Contract if mine => tr("pref.status.contract").to_owned(),
        Stage::Contract => trf("pref.status.declaring", &[("player", who)]),
        Stage::Whist if mine => tr("pref.status.whist").to_owned(),
        Stage::Whist => trf("pref.status.whisting", &[("player", who)]),
        Stage::Play if mine => {
            let hand = h.to_play().unwrap_or(ME);
            if hand == ME {
                tr("pref.status.play").to_owned()
            } else {
                trf("pref.status.play-for", &[("player", seat_name(hand, n))])
            }
        }
        Stage::Play => trf("pref.status.playing", &[("player", who)]),
        Stage::Help => trf("pref.status.help", &[("player", who)]),
        Stage::Ruling => trf("pref.status.ruling", &[("player", who)]),
        Stage::Done => String::new(),
    }
}

/// The bidding box: the ladder 6♠ … 10NT with misère between 8NT and 9♠ (P15), "here" (P17) and pass,
/// drawn by the shared table's call box.
fn bidding_box(h: &Hand, legal: &[Action], dispatch: &Callback<Msg>) -> Html {
    let legal_call = |call: Call| legal.iter().any(|a| matches!(a, Action::Call { call: c, .. } if *c == call));
    let high = h.auction.high.map(|(b, _)| b);
    let here = high.filter(|b| legal_call(Call::Bid(*b)));
    let mut calls: Vec<Call> = Vec::new();
    let bid_view = |bid: Bid, calls: &mut Vec<Call>| {
        calls.push(Call::Bid(bid));
        CallView {
            code: bid.code().into(),
            text: bid_face(bid).into(),
            label: labels_named(&bid_face(bid), &bid_words(bid)).into(),
            class: Some(if matches!(bid.strain(), Some(Strain::Hearts | Strain::Diamonds)) { "red" } else { "black" }),
            enabled: legal_call(Call::Bid(bid)) && Some(bid) != high,
            suggested: false,
        }
    };
    let mut rows: Vec<(&'static str, Vec<CallView>)> = Vec::new();
    for level in 6..=10u8 {
        let row: Vec<CallView> =
            Bid::ladder_from(0).filter(|b| b.level() == Some(level)).map(|b| bid_view(b, &mut calls)).collect();
        rows.push(("pref-ladder-row", row));
    }
    let mut special = vec![bid_view(Bid::Misere, &mut calls)];
    calls.push(here.map(Call::Bid).unwrap_or(Call::Pass));
    special.push(CallView {
        code: "here".into(),
        text: tr("pref.here").into(),
        label: here
            .map(|b| trf("pref.here.label", &[("bid", &bid_words(b))]))
            .unwrap_or_else(|| tr("pref.here").to_owned())
            .into(),
        class: Some("pass"),
        enabled: here.is_some(),
        suggested: false,
    });
    calls.push(Call::Pass);
    special.push(CallView {
        code: "P".into(),
        text: tr("pref.call.pass").into(),
        label: tr("pref.call.pass").into(),
        class: Some("pass"),
        enabled: legal_call(Call::Pass),
        suggested: false,
    });
    rows.push(("pref-special", special));
    let on_call = {
        let dispatch = dispatch.clone();
        Callback::from(move |i: usize| {
            if let Some(call) = calls.get(i) {
                dispatch.emit(Msg::User(Action::Call { player: ME, call: *call }));
            }
        })
    };
    html! {
        <div class="pref-box pref-bidding" data-pref-active="true">
            <CallBox rows={rows} on_call={on_call} active={true} label={AttrValue::from(tr("pref.bidding"))}
                     testid={Some(AttrValue::from("bidding-box"))} nav={Some(AttrValue::from("calls"))} />
        </div>
    }
}

/// The defence's calls with the duty (P36) and the choice of light or dark (P39).
fn whist_box(h: &Hand, legal: &[Action], act: &impl Fn(Action) -> Callback<MouseEvent>, n: usize) -> Html {
    let Some(w) = &h.whisting else { return Html::default() };
    let duty = w.contract.duty();
    html! {
        <div class="pref-box pref-whist" data-testid="whist-box" data-duty={duty.to_string()} data-pref-active="true">
            <p>{ trf("pref.whist.contract", &[("player", seat_name(w.declarer, n)), ("bid", &bid_face(w.contract))]) }</p>
            <p class="pref-duty" data-testid="duty">{ trf("pref.whist.duty", &[("n", &duty.to_string())]) }</p>
            { for legal.iter().map(|a| match a {
                Action::Whist { call, .. } => html! {
                    <button type="button" data-call={call.code()} onclick={act(a.clone())} title={whist_help(*call)}>{ labels::whist_words(*call) }</button>
                },
                Action::Look { at, .. } => html! {
                    <button type="button" data-call={format!("look-{}", seat_number(*at))} onclick={act(a.clone())}>{ trf("pref.whist.look", &[("player", seat_name(*at, n))]) }</button>
                },
                _ => Html::default(),
            }) }
        </div>
    }
}

fn whist_help(call: WhistCall) -> &'static str {
    match call {
        WhistCall::Whist => tr("pref.whist.whist.help"),
        WhistCall::Pass => tr("pref.whist.pass.help"),
        WhistCall::Half => tr("pref.whist.half.help"),
        WhistCall::Light => tr("pref.whist.light.help"),
        WhistCall::Dark => tr("pref.whist.dark.help"),
    }
}

#[derive(Properties, Clone, PartialEq)]
pub struct SettingsProps {
    pub settings: Settings,
    pub seed: u64,
    pub share: String,
    pub on_start: Callback<(Settings, u64)>,
    pub on_close: Callback<()>,
}

/// The table's settings (variant, players, pool, robots, the options of P85) and a new game.
#[component]
pub fn SettingsPanel(props: &SettingsProps) -> Html {
    let draft = use_state(|| props.settings.clone());
    let seed = use_state(String::new);
    let set = |f: fn(&mut Settings, String)| {
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target()
                .and_then(|t| {
                    t.clone().dyn_into::<web_sys::HtmlSelectElement>().map(|s| s.value()).ok().or_else(|| {
                        t.dyn_into::<web_sys::HtmlInputElement>().ok().map(|i| {
                            if i.type_() == "checkbox" {
                                i.checked().to_string()
                            } else {
                                i.value()
                            }
                        })
                    })
                })
                .unwrap_or_default();
            let mut s = (*draft).clone();
            f(&mut s, value);
            draft.set(s);
        })
    };
    let on_seed = {
        let seed = seed.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(i) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                seed.set(i.value());
            }
        })
    };
    let start = {
        let draft = draft.clone();
        let seed = seed.clone();
        let on_start = props.on_start.clone();
        Callback::from(move |_: MouseEvent| {
            let s = seed.trim().parse::<u64>().unwrap_or_else(|_| random_seed());
            on_start.emit(((*draft).clone(), s));
        })
    };
    let d = &*draft;
    let option = |key: &'static str, value: Option<bool>, f: fn(&mut Settings, String)| {
        html! {
            <label class="pref-option">
                <input type="checkbox" data-option={key} checked={value.unwrap_or(false)} onchange={set(f)} />
                { tr(key) }
            </label>
        }
    };
    let problem = d.setup(1).err();
    html! {
        <section class="pref-settings" data-testid="pref-settings" aria-label={tr("pref.settings")}>
            <h2>{ tr("pref.settings") }</h2>
            <label>{ tr("pref.settings.variant") }
                <select data-setting="variant" onchange={set(|s, v| s.variant = Variant::ALL.into_iter().find(|x| x.name() == v).unwrap_or(Variant::Sochi))}>
                    { for Variant::ALL.into_iter().map(|v| html! { <option value={v.name()} selected={d.variant == v}>{ variant_name(v) }</option> }) }
                </select>
            </label>
            <label>{ tr("pref.settings.players") }
                <select data-setting="players" onchange={set(|s, v| s.players = if v == "4" { 4 } else { 3 })}>
                    <option value="3" selected={d.players == 3}>{ "3" }</option>
                    <option value="4" selected={d.players == 4}>{ "4" }</option>
                </select>
            </label>
            <label>{ tr("pref.settings.pool") }
                <input type="number" min="1" max="100" data-setting="pool" value={d.pool.to_string()} onchange={set(|s, v| s.pool = v.parse().unwrap_or(s.pool))} />
            </label>
            <label>{ tr("pref.settings.level") }
                <select data-setting="level" onchange={set(|s, v| s.level = Level::by_name(&v).unwrap_or_default())}>
                    { for [Level::Fast, Level::Normal, Level::Strong].into_iter().map(|l| html! {
                        <option value={l.name()} selected={d.level == l}>{ tr(match l { Level::Fast => "pref.level.fast", Level::Normal => "pref.level.normal", Level::Strong => "pref.level.strong" }) }</option>
                    }) }
                </select>
            </label>
            <label>{ tr("pref.settings.delay") }
                <select data-setting="delay" onchange={set(|s, v| s.delay_ms = v.parse().unwrap_or(300))}>
                    { for [0u32, 300, 800].into_iter().map(|ms| html! { <option value={ms.to_string()} selected={d.delay_ms == ms}>{ trf("pref.settings.ms", &[("ms", &ms.to_string())]) }</option> }) }
                </select>
            </label>
            <fieldset>
                <legend>{ tr("pref.settings.options") }</legend>
                { option("pref.option.gentleman", d.options.gentleman, |s, v| s.options.gentleman = (v == "true").then_some(true)) }
                { option("pref.option.here-senior", d.options.here_senior, |s, v| s.options.here_senior = (v == "true").then_some(true)) }
                { option("pref.option.rung-by-rung", d.options.rung_by_rung, |s, v| s.options.rung_by_rung = (v == "true").then_some(true)) }
                { option("pref.option.stalingrad", d.options.stalingrad, |s, v| s.options.stalingrad = (v == "true").then_some(true)) }
                { option("pref.option.ten-checked", d.options.ten_checked, |s, v| s.options.ten_checked = (v == "true").then_some(true)) }
                { option("pref.option.concession", d.options.concession, |s, v| s.options.concession = (v == "true").then_some(true)) }
                { option("pref.option.amnesty", d.options.amnesty, |s, v| s.options.amnesty = (v == "true").then_some(true)) }
                { option("pref.option.dealer-may-whist", d.options.dealer_may_whist, |s, v| s.options.dealer_may_whist = (v == "true").then_some(true)) }
                { option("pref.option.dealer-zero-bonus", d.options.dealer_zero_bonus, |s, v| s.options.dealer_zero_bonus = (v == "true").then_some(true)) }
                { option("pref.option.paid-talon", d.options.paid_talon, |s, v| s.options.paid_talon = (v == "true").then_some(true)) }
            </fieldset>
            <label>{ tr("pref.settings.seed") }
                <input type="text" inputmode="numeric" data-setting="seed" placeholder={tr("pref.settings.seed.random")} value={(*seed).clone()} oninput={on_seed} />
            </label>
            if let Some(p) = &problem { <p class="notice error" role="alert">{ p.clone() }</p> }
            <p class="pref-share">{ tr("pref.share") }{ " " }<input type="text" readonly=true data-testid="share-link" value={props.share.clone()} aria-label={tr("pref.share")} /></p>
            <div class="pref-settings-buttons">
                <button type="button" data-action="pref-start" disabled={problem.is_some()} onclick={start}>{ tr("pref.new-game") }</button>
                <button type="button" data-action="pref-close" onclick={{ let c = props.on_close.clone(); Callback::from(move |_| c.emit(())) }}>{ tr("pref.close") }</button>
            </div>
        </section>
    }
}

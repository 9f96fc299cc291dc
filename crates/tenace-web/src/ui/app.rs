//! The app: the reducer, its effects (robots, autosave, keyboard, links),
//! and the page layout.

use super::auction::{AuctionGrid, BiddingBox};
use super::bidding::call_hint_panel;
use super::table::{claim_panel, on_card, seat_views, status_strip, trick_view};
use crate::dd::DdClient;
use crate::feature::{Feature, FeatureHost};
use crate::i18n::{self, tr, trf};
use crate::keys::{match_call, match_card, Typed};
use crate::labels::{call_label, card_label, phase_name, rule_error};
use crate::link::parse_hash;
use crate::state::{vulnerability_words, Dialog, Msg, Notice, NoticeKind, ScoringMode, Settings, Source, Table, View};
use crate::{dom, robot, storage};
use std::cell::RefCell;
use std::rc::Rc;
use tenace_bridge::{Action, Phase};
use tenace_table::Table as FeltTable;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Builds the first state: the autosave if there is a good one, then the
/// deal of the link in the address bar, if any. Problems become notices.
fn initial() -> Table {
    let mut notices: Vec<Notice> = Vec::new();
    let fresh = || Table::new(tenace_cards::fresh_seed() % 1_000_000_000, Settings::default(), ScoringMode::Duplicate);
    let mut table = match storage::load() {
        storage::Loaded::Restored(table) => *table,
        storage::Loaded::Nothing => fresh(),
        storage::Loaded::SetAside { key, reason } => {
            notices.push(Notice::error(trf("notice.save.set.aside", &[("reason", &reason), ("key", &key)])));
            fresh()
        }
        storage::Loaded::Unavailable(reason) => {
            notices.push(Notice::info(trf("notice.autosave.off", &[("reason", &reason)])));
            fresh()
        }
    };
    let languages = dom::browser_languages();
    table.set_browser_languages(languages.iter().map(String::as_str));
    i18n::set(table.lang());
    match storage::load_match() {
        storage::LoadedMatch::Nothing => {}
        storage::LoadedMatch::Restored(m) => table.match_play = Some(*m),
        storage::LoadedMatch::SetAside { key, reason } => {
            notices.push(Notice::error(trf("match.notice.set.aside", &[("reason", &reason), ("key", &key)])))
        }
    }
    let hash = dom::location_hash();
    // A Preferans link (#preferans&seed=42…) opens the Preferans table, which reads it.
    let hash = if hash.trim_start_matches('#').split('&').next() == Some("preferans") {
        table.view = View::Preferans;
        String::new()
    } else {
        hash
    };
    // A match link (#match=teams&seed=42&boards=8) starts a match; anything else may be a deal link.
    let hash = match crate::matches::link::parse_match_hash(&hash) {
        Ok(Some(spec)) => {
            table = (*yew::Reducible::reduce(Rc::new(table), Msg::StartMatch(spec))).clone();
            dom::clear_hash();
            String::new()
        }
        Ok(None) => hash,
        Err(e) => {
            notices.push(Notice::error(trf("notice.link.bad", &[("error", &e)])));
            dom::clear_hash();
            String::new()
        }
    };
    match parse_hash(&hash) {
        Ok(Some(link)) => {
            let setup = link.setup();
            let source = match link {
                crate::link::LinkDeal::Seeded { seed, board } => Source::Seed { seed, board: board.get() },
                crate::link::LinkDeal::Given(_) => Source::Link,
            };
            let opened = match setup.board {
                Some(b) => trf("notice.link.board", &[("n", &b.to_string())]),
                None => tr("notice.link.deal").to_owned(),
            };
            let rc = Rc::new(table);
            table =
                (*yew::Reducible::reduce(rc, Msg::Start { setup, source, notice: Some(Notice::info(opened)) })).clone();
            dom::clear_hash();
        }
        Ok(None) => {}
        Err(e) => {
            notices.push(Notice::error(trf("notice.link.bad", &[("error", &e.to_string())])));
            dom::clear_hash();
        }
    }
    if let Some(n) = table.notice.take() {
        notices.insert(0, n);
    }
    if !notices.is_empty() {
        let kind =
            if notices.iter().any(|n| n.kind == NoticeKind::Error) { NoticeKind::Error } else { NoticeKind::Info };
        let text = notices.into_iter().map(|n| n.text).collect::<Vec<_>>().join(" ");
        table.notice = Some(Notice { kind, text });
    }
    table
}

/// Typed keys waiting to become a call or a card, and when the last came.
#[derive(Default)]
struct KeyBuffer {
    typed: String,
    at: f64,
}

fn dispatch_of(table: &UseReducerHandle<Table>) -> Callback<Msg> {
    table.dispatcher().into()
}

/// The keyboard: typing calls and cards, arrows between buttons, shortcuts.
fn on_key(table: &UseReducerHandle<Table>, buffer: &RefCell<KeyBuffer>, e: &web_sys::KeyboardEvent) {
    if e.ctrl_key() || e.meta_key() || e.alt_key() {
        return;
    }
    let t: &Table = table;
    // The table's keys belong to the table; the other views handle their own.
    if t.view != View::Play {
        return;
    }
    let dispatch = dispatch_of(table);
    let key = e.key();
    if key == "Escape" {
        buffer.borrow_mut().typed.clear();
        if t.dialog != Dialog::None {
            dispatch.emit(Msg::Open(Dialog::None));
        } else if t.show_last_trick {
            dispatch.emit(Msg::ToggleLastTrick);
        } else if t.explained.is_some() {
            dispatch.emit(Msg::Explain(None));
        } else if t.call_hint_at == Some(t.revision) {
            dispatch.emit(Msg::CallHint);
        }
        return;
    }
    if t.dialog != Dialog::None || dom::typing_in_field() || dom::focus_inside("[data-testid=review]") {
        return;
    }
    let game = t.game();
    let fallback = match (game.phase(), game.to_act()) {
        (Phase::Auction, _) => ".bidding-box".to_owned(),
        (Phase::Claim, _) => ".claim-panel [data-nav]".to_owned(),
        (Phase::Finished, _) => ".result .buttons".to_owned(),
        (Phase::Play, Some(seat)) if t.user_controls(seat) => {
            format!("[data-testid=hand-{}] [data-nav]", seat.letter())
        }
        _ => "[data-testid=hand-{}] [data-nav]".replace("{}", &t.user_seat().letter().to_string()),
    };
    let step = match key.as_str() {
        "ArrowLeft" | "ArrowUp" => Some(-1),
        "ArrowRight" | "ArrowDown" => Some(1),
        _ => None,
    };
    if let Some(step) = step {
        if dom::move_focus(step, &fallback) {
            e.prevent_default();
        }
        return;
    }
    if key.chars().count() != 1 || key == " " {
        return;
    }
    let ch = key.to_ascii_lowercase();
    let mut buf = buffer.borrow_mut();
    let now = dom::now_ms();
    if now - buf.at > 2500.0 {
        buf.typed.clear();
    }
    buf.at = now;
    if buf.typed.is_empty() {
        let shortcut = match ch.as_str() {
            "u" => Some(Msg::Undo),
            "l" => Some(Msg::ToggleLastTrick),
            "n" if game.phase() == Phase::Finished => Some(Msg::NextDeal),
            // No typed call starts with "h", so it is free during the auction.
            "h" if game.phase() == Phase::Auction => Some(Msg::CallHint),
            _ => None,
        };
        if let Some(msg) = shortcut {
            e.prevent_default();
            dispatch.emit(msg);
            return;
        }
    }
    buf.typed.push_str(&ch);
    let typed = buf.typed.clone();
    let user = t.user_seat();
    let consumed = match game.phase() {
        Phase::Auction if t.user_to_act() => match match_call(&typed, &game.legal_calls()) {
            Typed::Chosen(call) => {
                buf.typed.clear();
                dispatch.emit(Msg::User(Action::Call { seat: user, call }));
                true
            }
            Typed::Pending => true,
            Typed::Illegal(call) => {
                buf.typed.clear();
                let why =
                    game.check(&Action::Call { seat: user, call }).err().map(|e| rule_error(&e)).unwrap_or_default();
                dispatch.emit(Msg::Notify(Notice::error(trf(
                    "notice.cannot.bid",
                    &[("call", &call_label(call)), ("why", &why)],
                ))));
                true
            }
            Typed::NoMatch => {
                buf.typed.clear();
                false
            }
        },
        Phase::Play if t.user_to_act() => {
            let hand = game.to_act().unwrap_or(user);
            match match_card(&typed, game.legal_cards()) {
                Typed::Chosen(card) => {
                    buf.typed.clear();
                    dispatch.emit(Msg::User(Action::Play { seat: hand, card }));
                    true
                }
                Typed::Pending => true,
                Typed::Illegal(card) => {
                    buf.typed.clear();
                    let why = game
                        .check(&Action::Play { seat: hand, card })
                        .err()
                        .map(|e| rule_error(&e))
                        .unwrap_or_default();
                    dispatch.emit(Msg::Notify(Notice::error(trf(
                        "notice.cannot.play",
                        &[("card", &card_label(card)), ("why", &why)],
                    ))));
                    true
                }
                Typed::NoMatch => {
                    buf.typed.clear();
                    false
                }
            }
        }
        _ => {
            buf.typed.clear();
            false
        }
    };
    if consumed {
        e.prevent_default();
    }
}

#[component]
pub fn App() -> Html {
    let table = use_reducer(initial);
    // Everything below is rendered in the page's language.
    let lang = table.lang();
    i18n::set(lang);
    {
        // Another language's words are fetched the first time the page speaks it (crate::words).
        let dispatch = dispatch_of(&table);
        use_effect_with(lang, move |lang| {
            dom::set_document_lang(lang.code());
            if !tenace_i18n::has_part(*lang, crate::words::Part::Table.name()) {
                let lang = *lang;
                yew::platform::spawn_local(async move {
                    crate::words::ensure(lang, &[crate::words::Part::Table]).await;
                    dispatch.emit(Msg::WordsArrived);
                });
            }
        });
    }
    use_effect_with((), |_| dom::register_service_worker());
    let keys = use_mut_ref(KeyBuffer::default);
    let save_warned = use_mut_ref(|| false);
    let dd = use_mut_ref(DdClient::default);

    // Double dummy: after every render, post what the reducer wants solved
    // and is not yet asked of the worker (the client remembers what it posted).
    {
        let dd = dd.clone();
        let asks = table.dd_asks();
        let dispatch = dispatch_of(&table);
        use_effect(move || dd.borrow_mut().sync(&asks, &dispatch));
    }
    // The commands of the panels' module (`crate::panels`); Cancel stops the analysis' workers first.
    let on_panel = {
        let dd = dd.clone();
        let dispatch = dispatch_of(&table);
        Callback::from(move |text: String| match serde_json::from_str::<crate::panels::PanelCommand>(&text) {
            Ok(command) => {
                if command == crate::panels::PanelCommand::DdCancel {
                    dd.borrow_mut().stop();
                }
                match command.msg() {
                    Some(msg) => dispatch.emit(msg),
                    None => web_sys::console::error_1(&"a panel's command this version does not know".into()),
                }
            }
            Err(e) => web_sys::console::error_1(&format!("an unreadable panel command: {e}").into()),
        })
    };
    let panel = |data: crate::panels::PanelData| {
        let data = AttrValue::from(serde_json::to_string(&data).unwrap_or_default());
        html! { <FeatureHost feature={Feature::Panels} lang={lang} {data} on_message={on_panel.clone()} /> }
    };

    // Robots: whenever the state changes, ask the robot whose turn it is.
    // The answer comes back as a message tagged with the revision it was
    // asked at; if anything changed meanwhile the reducer drops it.
    {
        let table = table.clone();
        use_effect_with(table.revision, move |_| {
            if let Some(turn) = table.robot_turn() {
                let delay = table.settings.speed.delay_ms(turn.pace);
                let dispatch = dispatch_of(&table);
                yew::platform::spawn_local(async move {
                    let revision = turn.revision;
                    let outcome = robot::ask(turn.job, delay).await;
                    dispatch.emit(Msg::Robot { revision, outcome });
                });
            }
        });
    }

    // The bidding engine's meanings, hint and review: asked of the robots'
    // worker (the page's module does not carry the engine) once per job.
    {
        let job = table.explain_job();
        let dispatch = dispatch_of(&table);
        use_effect_with(job, move |job| {
            if let Some(job) = job.clone() {
                yew::platform::spawn_local(async move {
                    if let Some(known) = robot::explain(job).await {
                        dispatch.emit(Msg::Explained(std::rc::Rc::new(known)));
                    }
                });
            }
        });
    }

    // The match's other tables: one board of one table at a time in the
    // background worker; the next job is asked for when this one's answer
    // has changed the match.
    {
        let job = table.match_play.as_ref().and_then(|m| m.field_job());
        let dispatch = dispatch_of(&table);
        use_effect_with(job, move |job| {
            if let Some(job) = job.clone() {
                yew::platform::spawn_local(async move {
                    let (match_id, board, at) = (job.match_id, job.board, job.table);
                    let outcome = robot::play_field_table(job.job).await;
                    dispatch.emit(Msg::FieldDone { match_id, board, table: at, outcome });
                });
            }
        });
    }
    // The match's own autosave (a storage problem is reported by the table's autosave).
    {
        let table = table.clone();
        use_effect_with(table.match_revision, move |_| {
            let _ = storage::store_match(table.match_play.as_ref());
        });
    }

    // Autosave after every change of the game, settings or session.
    {
        let table = table.clone();
        let warned = save_warned.clone();
        use_effect_with(table.revision, move |_| {
            if let Err(e) = storage::store(&table) {
                if !*warned.borrow() {
                    *warned.borrow_mut() = true;
                    dispatch_of(&table)
                        .emit(Msg::Notify(Notice::info(trf("notice.autosave.failed", &[("error", &e)]))));
                }
            }
        });
    }

    // Keyboard and address-bar listeners, installed once.
    {
        let table = table.clone();
        let keys = keys.clone();
        use_effect_with((), move |_| {
            let window = web_sys::window();
            let on_keydown = {
                let table = table.clone();
                Closure::<dyn Fn(web_sys::KeyboardEvent)>::new(move |e: web_sys::KeyboardEvent| {
                    on_key(&table, &keys, &e)
                })
            };
            let on_hash = {
                let table = table.clone();
                Closure::<dyn Fn(web_sys::Event)>::new(move |_| {
                    if dom::location_hash().trim_start_matches('#').split('&').next() == Some("preferans") {
                        dispatch_of(&table).emit(Msg::Show(View::Preferans));
                        return;
                    }
                    match crate::matches::link::parse_match_hash(&dom::location_hash()) {
                        Ok(Some(spec)) => {
                            dispatch_of(&table).emit(Msg::StartMatch(spec));
                            dom::clear_hash();
                        }
                        Err(e) => {
                            dispatch_of(&table)
                                .emit(Msg::Notify(Notice::error(trf("notice.link.bad", &[("error", &e)]))));
                            dom::clear_hash();
                        }
                        Ok(None) => match parse_hash(&dom::location_hash()) {
                            Ok(Some(link)) => {
                                let setup = link.setup();
                                let source = match link {
                                    crate::link::LinkDeal::Seeded { seed, board } => {
                                        Source::Seed { seed, board: board.get() }
                                    }
                                    crate::link::LinkDeal::Given(_) => Source::Link,
                                };
                                dispatch_of(&table).emit(Msg::Start {
                                    setup,
                                    source,
                                    notice: Some(Notice::info(tr("notice.link.deal"))),
                                });
                                dom::clear_hash();
                            }
                            Ok(None) => {}
                            Err(e) => dispatch_of(&table)
                                .emit(Msg::Notify(Notice::error(trf("notice.link.bad", &[("error", &e.to_string())])))),
                        },
                    }
                })
            };
            if let Some(w) = &window {
                let _ = w.add_event_listener_with_callback("keydown", on_keydown.as_ref().unchecked_ref());
                let _ = w.add_event_listener_with_callback("hashchange", on_hash.as_ref().unchecked_ref());
            }
            dom::mark_ready();
            move || {
                if let Some(w) = &window {
                    let _ = w.remove_event_listener_with_callback("keydown", on_keydown.as_ref().unchecked_ref());
                    let _ = w.remove_event_listener_with_callback("hashchange", on_hash.as_ref().unchecked_ref());
                }
                drop(on_keydown);
                drop(on_hash);
            }
        });
    }

    // Focus: the first control of a dialog that opens, back to the button
    // that opened it when it closes; "Next deal" when a deal ends.
    let last_dialog = use_mut_ref(|| Dialog::None);
    use_effect_with(table.dialog, move |dialog| {
        let previous = std::mem::replace(&mut *last_dialog.borrow_mut(), *dialog);
        match (*dialog, previous) {
            (Dialog::None, Dialog::None) => {}
            // (A dialog that opens focuses its first control itself: `crate::panels::DialogView`.)
            (Dialog::None, closed) => {
                let opener = match closed {
                    Dialog::Claim => "claim",
                    Dialog::Share => "share",
                    Dialog::Load => "load",
                    Dialog::Settings | Dialog::None => "settings",
                };
                dom::focus(&format!("[data-action=open-{opener}]:not([disabled])"));
            }
            _ => {}
        }
    });
    // ("Next deal" takes the focus when the after-the-deal panels appear: `crate::panels`.)
    let finished = table.game().phase() == Phase::Finished;
    // The panels' module is fetched in the background once the auction is over: the first visit
    // and the robots' worker (which the auction needs) come first, and the result is ready when
    // the deal ends.
    let auction_over = table.game().phase() != Phase::Auction;
    use_effect_with(auction_over, move |over| {
        if *over {
            crate::feature::prefetch(Feature::Panels, lang);
        }
    });

    // The score sheet: drawn by the panels' module once there is something to score (written
    // again only when the game, the session or the match changes, not on every render).
    let sheet = {
        let table = table.clone();
        use_memo((table.revision, table.match_revision), move |_| {
            crate::panels::SheetContext::of(&table).map(|context| {
                AttrValue::from(serde_json::to_string(&crate::panels::PanelData::Sheet(context)).unwrap_or_default())
            })
        })
    };

    // What the calls mean: computed by the state once per change of the
    // game or settings, not per render.
    let meanings = {
        let table = table.clone();
        use_memo((table.revision, table.words, table.explanations.clone()), move |_| table.call_meanings())
    };

    let t: &Table = &table;
    let dispatch = dispatch_of(&table);
    let game = t.game();
    let phase = game.phase();
    let user = t.user_seat();
    let setup = game.setup();

    let auction_grid = html! {
        <AuctionGrid lang={lang} auction={game.auction().clone()} meanings={meanings.clone()} vulnerability={setup.vulnerability}
                     dealer={setup.dealer} explained={t.explained} dispatch={dispatch.clone()} user={user} />
    };
    // After the deal the auction is part of the result, which the after-the-deal module draws.
    let (centre_auction, side_auction) = match phase {
        Phase::Auction => (auction_grid, Html::default()),
        Phase::Play | Phase::Ruling | Phase::Claim => (Html::default(), auction_grid),
        Phase::Finished => (Html::default(), Html::default()),
    };

    let click = |msg: Msg| {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(msg.clone()))
    };
    let can_undo = t.current.notes.iter().any(|n| !n.robot);
    let call_hint = t.call_hint();
    let dummy = game.contract().map(|c| c.dummy());
    let can_claim = phase == Phase::Play && Some(user) != dummy;
    let record = serde_json::to_string(&game.record()).unwrap_or_default();
    let vul = setup.vulnerability;
    let side_vul = |seats: tenace_bridge::Side, vulnerable: bool| {
        html! { <span class={classes!("vul-side", vulnerable.then_some("vulnerable"))}>{ i18n::side(seats) }</span> }
    };

    html! {
        // Keyed by the words that have arrived: a language fetched after a switch re-renders everything in it.
        <div key={t.words.to_string()} class="app" data-testid="app" data-view={t.view.name()} data-phase={phase_name(phase)}
             data-to-act={game.to_act().map(|s| s.letter().to_string()).unwrap_or_default()}
             data-user-seat={user.letter().to_string()} data-user-turn={t.user_to_act().to_string()}
             data-revision={t.revision.to_string()} data-log-len={game.log().len().to_string()}
             data-board={setup.board.map(|b| b.to_string()).unwrap_or_default()} data-record={record}>
            <header class="topbar">
                <h1 class="brand">{ "Tenace" }</h1>
                <nav class="views" aria-label={tr("nav.views")}>
                    { for View::ALL.into_iter().map(|v| {
                        let key = match v {
                            View::Play => "view.play",
                            View::Learn => "view.learn",
                            View::Laws => "view.laws",
                            View::Match => "view.match",
                            View::Preferans => "view.preferans",
                            View::Shed => "view.shed",
                        };
                        // A view's module is fetched as soon as the pointer is over its tab or the tab has the focus.
                        let feature = match v {
                            View::Play => None,
                            View::Learn => Some(Feature::Learn),
                            View::Laws => Some(Feature::Laws),
                            View::Match => Some(Feature::Match),
                            View::Preferans => Some(Feature::Preferans),
                            View::Shed => Some(Feature::Shed),
                        };
                        let early = Callback::from(move |_: ()| {
                            if let Some(f) = feature {
                                crate::feature::prefetch(f, lang);
                            }
                        });
                        html! {
                            <button type="button" class={classes!("view-tab", (t.view == v).then_some("current"))}
                                    aria-current={(t.view == v).then_some("page")} data-view={v.name()}
                                    onpointerenter={early.reform(|_: PointerEvent| ())} onfocus={early.reform(|_: FocusEvent| ())}
                                    onclick={click(Msg::Show(v))}>{ tr(key) }</button>
                        }
                    }) }
                    <a class="view-tab" href="arena/" data-testid="nav-arena">{ tr("view.arena") }</a>
                </nav>
                <p class="board-info" aria-label={match setup.board {
                        Some(b) => trf("board.info.label", &[("n", &b.to_string()), ("seat", i18n::seat(setup.dealer)), ("vul", vulnerability_words(vul))]),
                        None => trf("board.info.label.deal", &[("seat", i18n::seat(setup.dealer)), ("vul", vulnerability_words(vul))]),
                    }}>
                    <span class="board-no">{ setup.board.map(|b| trf("board.n", &[("n", &b.to_string())])).unwrap_or_else(|| tr("board.deal").to_owned()) }</span>
                    <span>{ trf("board.dealer", &[("seat", i18n::seat_letter(setup.dealer))]) }</span>
                    <span class="vul" title={vulnerability_words(vul)}>{ tr("board.vul") }{ " " }
                        { side_vul(tenace_bridge::Side::NorthSouth, vul.is_vulnerable(tenace_bridge::Side::NorthSouth)) }
                        { side_vul(tenace_bridge::Side::EastWest, vul.is_vulnerable(tenace_bridge::Side::EastWest)) }
                    </span>
                </p>
                if let Some((n, of)) = t.match_position() {
                    <p class="match-banner" data-testid="match-banner">{ trf("match.banner", &[("n", &n.to_string()), ("of", &of.to_string())]) }</p>
                }
                <nav class="actions" aria-label={tr("nav.game")}>
                    <button type="button" onclick={click(Msg::Undo)} disabled={!can_undo} aria-keyshortcuts="u" data-action="undo">{ tr("action.undo") }</button>
                    <button type="button" onclick={click(Msg::Open(Dialog::Claim))} disabled={!can_claim} data-action="open-claim">{ tr("action.claim") }</button>
                    <button type="button" onclick={click(Msg::Open(Dialog::Share))} data-action="open-share">{ tr("action.share") }</button>
                    <button type="button" onclick={click(Msg::Open(Dialog::Load))} data-action="open-load">{ tr("action.load") }</button>
                    <button type="button" onclick={click(Msg::Open(Dialog::Settings))} data-action="open-settings" aria-label={tr("settings.title")}>{ "⚙" }</button>
                </nav>
            </header>
            <div class="sr-only" role="status" aria-live="polite" data-testid="announce">{ t.announcement.clone() }</div>
            if let Some(notice) = &t.notice {
                <div class={classes!("notice", (notice.kind == NoticeKind::Error).then_some("error"))}
                     role={if notice.kind == NoticeKind::Error { "alert" } else { "status" }} data-testid="notice">
                    <span>{ notice.text.clone() }</span>
                    <button type="button" class="link" onclick={click(Msg::Dismiss)} aria-label={tr("notice.dismiss")}>{ "×" }</button>
                </div>
            }
            if t.view != View::Play {
                <main class="view" data-testid={format!("view-{}", t.view.name())}>
                    { match t.view {
                        View::Learn => html! { <FeatureHost feature={Feature::Learn} lang={lang} /> },
                        View::Laws => html! { <FeatureHost feature={Feature::Laws} lang={lang} /> },
                        View::Shed => html! { <FeatureHost feature={Feature::Shed} lang={lang} /> },
                        View::Match => {
                            let data = serde_json::to_string(&crate::matches::MatchContext::of(t)).unwrap_or_default();
                            let dispatch = dispatch.clone();
                            let on_message = Callback::from(move |text: String| {
                                match serde_json::from_str::<crate::matches::MatchCommand>(&text) {
                                    Ok(command) => dispatch.emit(command.msg()),
                                    Err(e) => web_sys::console::error_1(&format!("an unreadable match command: {e}").into()),
                                }
                            });
                            html! { <FeatureHost feature={Feature::Match} lang={lang} data={AttrValue::from(data)} on_message={on_message} /> }
                        }
                        View::Preferans => html! { <FeatureHost feature={Feature::Preferans} lang={lang} /> },
                        View::Play => Html::default(),
                    } }
                </main>
            } else {
            <main class="layout">
                {{
                    let (trick, why) = match trick_view(t, &dispatch) {
                        Some((trick, why)) if phase != Phase::Auction => (Some(trick), why),
                        _ => (None, Html::default()),
                    };
                    let call_box = if phase == Phase::Auction {
                        html! {
                            <>
                                <BiddingBox lang={lang} legal={game.legal_calls()} active={t.user_to_act()} seat={user} dispatch={dispatch.clone()}
                                            suggested={call_hint.as_ref().map(|h| h.call)} />
                                { call_hint_panel(t.call_hint_available(), call_hint.as_ref(), &t.settings.system, &dispatch) }
                            </>
                        }
                    } else {
                        Html::default()
                    };
                    let after_trick = html! {
                        <>
                            { why }
                            if phase == Phase::Claim { { claim_panel(t, &dispatch) } }
                        </>
                    };
                    html! {
                        <FeltTable seats={seat_views(t)} on_card={on_card(t, &dispatch)} status={status_strip(t)} centre={centre_auction}
                                   {trick} {after_trick} {call_box} label={tr("table.label")}
                                   class={classes!(format!("phase-{}", phase_name(phase)))} />
                    }
                }}
                <aside class="side">
                    // The result, the review of the calls and the analysis: a module loaded when the first deal ends.
                    if let Some(context) = crate::panels::AfterContext::of(t) {
                        { panel(crate::panels::PanelData::After(Box::new(context))) }
                    }
                    { side_auction }
                    { match &*sheet {
                        Some(data) => html! { <FeatureHost feature={Feature::Panels} lang={lang} data={data.clone()} on_message={on_panel.clone()} /> },
                        None => super::result::empty_sheet(finished),
                    } }
                    <p class="keys-help">
                        { tr("keys.calls") }{ " (" }<kbd>{ "1n" }</kbd>{ ", " }<kbd>{ "p" }</kbd>{ ", " }<kbd>{ "x" }</kbd>
                        { ") " }{ tr("keys.cards") }{ " (" }<kbd>{ "sa" }</kbd>{ ", " }<kbd>{ "h10" }</kbd>{ "); " }{ tr("keys.arrows") }{ "; " }
                        <kbd>{ "h" }</kbd>{ " " }{ tr("keys.hint") }{ ", " }<kbd>{ "u" }</kbd>{ " " }{ tr("keys.undo") }{ ", " }
                        <kbd>{ "l" }</kbd>{ " " }{ tr("keys.last.trick") }{ ", " }<kbd>{ "n" }</kbd>{ " " }{ tr("keys.next.deal") }{ "." }
                    </p>
                </aside>
            </main>
            }
            // The open dialog: drawn by the panels' module, loaded when a dialog is first opened.
            if let Some(context) = crate::panels::DialogContext::of(t) {
                <div class="dialog-host" key={format!("dialog-{:?}", t.dialog)}>{ panel(crate::panels::PanelData::Dialog(context)) }</div>
            }
        </div>
    }
}

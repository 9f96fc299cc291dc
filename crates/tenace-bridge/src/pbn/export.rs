//! Writing PBN in the standard's strict export form: the fifteen mandatory
//! tags in their fixed order, then the other tags, then the auction and the
//! play laid out in rows, so that any PBN reader can take it.

use super::record::{
    AnnotatedCall, AnnotatedCard, Annotation, ContractTag, RecordedAuction, RecordedGame, RecordedPlay,
};
use crate::{Call, Seat};
use std::fmt::Write;

/// The PBN text of many games, with the export header, separated by blank lines.
pub fn write_file(games: &[RecordedGame]) -> String {
    let mut out = String::from("% PBN 2.1\n% EXPORT\n");
    for game in games {
        out.push('\n');
        out.push_str(&write_game(game));
    }
    out
}

/// One game in export form (ends with a newline, no blank line).
pub fn write_game(game: &RecordedGame) -> String {
    let mut out = String::new();
    let text = |v: &Option<String>| v.clone().unwrap_or_else(|| "?".to_owned());
    let passed_out = game.contract == Some(ContractTag::PassedOut);
    // "" rather than "?" for what a passed-out board cannot have.
    let none_or_unknown = if passed_out { "" } else { "?" };
    let first = game.dealer.unwrap_or(Seat::North);
    let mandatory: [(&str, String); 15] = [
        ("Event", text(&game.event)),
        ("Site", text(&game.site)),
        ("Date", text(&game.date)),
        ("Board", game.board.map(|b| b.to_string()).unwrap_or_else(|| "?".to_owned())),
        ("West", text(&game.players[Seat::West])),
        ("North", text(&game.players[Seat::North])),
        ("East", text(&game.players[Seat::East])),
        ("South", text(&game.players[Seat::South])),
        ("Dealer", game.dealer.map(|s| s.letter().to_string()).unwrap_or_else(|| "?".to_owned())),
        ("Vulnerable", game.vulnerability.map(|v| v.pbn().to_owned()).unwrap_or_else(|| "?".to_owned())),
        ("Deal", game.deal.map(|d| d.to_pbn(first)).unwrap_or_else(|| "?".to_owned())),
        ("Scoring", text(&game.scoring)),
        (
            "Declarer",
            game.declarer
                .map(|d| format!("{}{}", if d.irregular { "^" } else { "" }, d.seat.letter()))
                .unwrap_or_else(|| none_or_unknown.to_owned()),
        ),
        ("Contract", game.contract.map(ContractTag::code).unwrap_or_else(|| "?".to_owned())),
        (
            "Result",
            game.result
                .map(|r| format!("{}{}", if r.irregular { "^" } else { "" }, r.tricks))
                .unwrap_or_else(|| none_or_unknown.to_owned()),
        ),
    ];
    for (name, value) in &mandatory {
        write_tag(&mut out, name, value);
    }
    for tag in &game.tags {
        write_tag(&mut out, &tag.name, &tag.value);
        for line in &tag.section {
            // `%` in the first column would make the line an escape line.
            if line.starts_with('%') {
                out.push(' ');
            }
            out.push_str(line);
            out.push('\n');
        }
    }
    let mut note_number = 0u32;
    if let Some(auction) = &game.auction {
        write_auction(&mut out, auction, &mut note_number);
    }
    if let Some(play) = &game.play {
        write_play(&mut out, play, &mut note_number);
    }
    for comment in &game.commentary {
        // `{…}` cannot hold a closing brace; a one-line `;` comment can.
        if !comment.contains('}') {
            let _ = writeln!(out, "{{{comment}}}");
        } else if !comment.contains('\n') {
            let _ = writeln!(out, ";{comment}");
        } else {
            let _ = writeln!(out, "{{{}}}", comment.replace('}', ")"));
        }
    }
    out
}

fn write_tag(out: &mut String, name: &str, value: &str) {
    let mut escaped = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '"' | '\\' => {
                escaped.push('\\');
                escaped.push(c);
            }
            // A tag pair is one line.
            '\n' => escaped.push(' '),
            c => escaped.push(c),
        }
    }
    let _ = writeln!(out, "[{name} \"{escaped}\"]");
}

/// The words for one annotated call or card; notes become `=n=` and are
/// queued for `[Note]` tags after the section.
fn annotated(
    item: &str,
    annotation: &Annotation,
    is_call: bool,
    number: &mut u32,
    notes: &mut Vec<(u32, String)>,
) -> String {
    let mut word = String::new();
    if let Some(c) = annotation.irregularity {
        let _ = write!(word, "^{c} ");
    }
    word.push_str(item);
    let alert = is_call && annotation.alert;
    if alert {
        word.push('!');
    }
    if let Some(s) = annotation.suffix {
        // After an alert's `!` the suffix stands alone, so it is not read as part of it.
        if alert {
            word.push(' ');
        }
        word.push_str(s.text());
    }
    for text in &annotation.notes {
        *number += 1;
        let _ = write!(word, " ={number}=");
        notes.push((*number, text.clone()));
    }
    for nag in &annotation.nags {
        let _ = write!(word, " ${nag}");
    }
    word
}

fn call_word(call: &AnnotatedCall, number: &mut u32, notes: &mut Vec<(u32, String)>) -> String {
    let item = match call.call {
        Call::Pass => "Pass".to_owned(),
        Call::Bid(b) => b.code(),
        Call::Double => "X".to_owned(),
        Call::Redouble => "XX".to_owned(),
    };
    annotated(&item, &call.annotation, true, number, notes)
}

fn card_word(card: Option<&AnnotatedCard>, number: &mut u32, notes: &mut Vec<(u32, String)>) -> String {
    match card {
        Some(c) => annotated(&c.card.to_suit_rank(), &c.annotation, false, number, notes),
        None => "-".to_owned(),
    }
}

fn write_notes(out: &mut String, notes: &[(u32, String)]) {
    for (n, text) in notes {
        write_tag(out, "Note", &format!("{n}:{text}"));
    }
}

/// Four calls to a line, starting with the dealer's.
fn write_auction(out: &mut String, auction: &RecordedAuction, number: &mut u32) {
    write_tag(out, "Auction", &auction.dealer.letter().to_string());
    let mut notes = Vec::new();
    for row in auction.calls.chunks(4) {
        let words: Vec<String> = row.iter().map(|c| call_word(c, number, &mut notes)).collect();
        out.push_str(&words.join(" "));
        out.push('\n');
    }
    if auction.incomplete {
        out.push_str("*\n");
    }
    write_notes(out, &notes);
}

/// One line per trick, columns clockwise from the opening leader; `*` when
/// the record stops short of thirteen full tricks.
fn write_play(out: &mut String, play: &RecordedPlay, number: &mut u32) {
    write_tag(out, "Play", &play.leader.letter().to_string());
    let mut notes = Vec::new();
    for trick in &play.tricks {
        let words: Vec<String> =
            (0..4).map(|k| card_word(trick.card(play.leader.advance(k)), number, &mut notes)).collect();
        out.push_str(&words.join(" "));
        out.push('\n');
    }
    if play.card_count() < 52 {
        out.push_str("*\n");
    }
    write_notes(out, &notes);
}

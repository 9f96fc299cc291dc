//! Reading LIN: `key|value|` pairs, many boards to a file.
//!
//! A board starts at `qx` (room and number), or at `md` (the deal) when the
//! current board already has one. `pn`, `vg` and `rs` describe the whole
//! file: `rs` lists one result per table in file order.

use super::codes::{parse_call, parse_hand, parse_result_code, parse_vulnerability, ResultCode};
use crate::pbn::{
    AnnotatedCall, AnnotatedCard, Annotation, ContractTag, Declarer, ErrorKind, LinProblem, ParseError, ParsedGame,
    PartialDeal, RecordedAuction, RecordedGame, RecordedPlay, SourceLines, Tag, TrickCount, TrickRow,
};
use crate::{BoardNumber, BySeat, Card, CardSet, Seat, Vulnerability};

/// Everything read from one LIN text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LinFile {
    pub games: Vec<ParsedGame>,
    /// Problems outside any board.
    pub errors: Vec<ParseError>,
}

/// One `key|value|` pair; `key` is lower-case.
struct Pair<'a> {
    key: String,
    value: &'a str,
    line: usize,
}

fn bad(line: usize, key: &str, value: &str, reason: impl Into<String>) -> ParseError {
    ParseError::new(
        line,
        ErrorKind::Lin(LinProblem::BadValue { key: key.to_owned(), value: value.to_owned(), reason: reason.into() }),
    )
}

fn pairs<'a>(text: &'a str, errors: &mut Vec<ParseError>) -> Vec<Pair<'a>> {
    let mut out = Vec::new();
    let mut rest = text;
    let mut line = 1;
    loop {
        let Some(bar) = rest.find('|') else {
            let key = rest.trim();
            if !key.is_empty() {
                let at = line + rest[..rest.len() - rest.trim_start().len()].matches('\n').count();
                errors.push(ParseError::new(at, ErrorKind::Lin(LinProblem::Unterminated(key.to_owned()))));
            }
            return out;
        };
        let raw_key = &rest[..bar];
        let key_line = line + raw_key[..raw_key.len() - raw_key.trim_start().len()].matches('\n').count();
        let after = &rest[bar + 1..];
        let Some(end) = after.find('|') else {
            errors.push(ParseError::new(key_line, ErrorKind::Lin(LinProblem::Unterminated(raw_key.trim().to_owned()))));
            return out;
        };
        let value = &after[..end];
        line += raw_key.matches('\n').count() + value.matches('\n').count();
        let key = raw_key.trim();
        if !key.is_empty() {
            out.push(Pair { key: key.to_ascii_lowercase(), value, line: key_line });
        } else if !value.trim().is_empty() {
            errors.push(bad(key_line, "", value, "a value without a key"));
        }
        rest = &after[end + 1..];
    }
}

/// A board being read.
#[derive(Default)]
struct Board {
    start: usize,
    room: Option<char>,
    number: Option<u32>,
    dealer: Option<Seat>,
    hands: Option<BySeat<Option<CardSet>>>,
    vulnerability: Option<Vulnerability>,
    calls: Vec<AnnotatedCall>,
    cards: Vec<(Card, usize)>,
    claim: Option<u8>,
    players: Vec<String>,
    vg: Vec<String>,
    lines: SourceLines,
    errors: Vec<ParseError>,
}

/// Parses a whole LIN file.
pub fn parse(text: &str) -> LinFile {
    let mut errors = Vec::new();
    let all = pairs(text, &mut errors);
    let mut boards: Vec<Board> = Vec::new();
    let mut current: Option<Board> = None;
    let mut players: Vec<String> = Vec::new();
    let mut vg: Vec<String> = Vec::new();
    let mut results: Vec<(String, usize)> = Vec::new();

    for Pair { key, value, line } in all {
        let starts_board = match key.as_str() {
            "qx" => true,
            "md" => current.as_ref().is_none_or(|b| b.hands.is_some() || !b.calls.is_empty() || !b.cards.is_empty()),
            "sv" | "ah" | "mb" | "an" | "pc" | "mc" => current.is_none(),
            _ => false,
        };
        if starts_board {
            boards.extend(current.take());
            current = Some(Board {
                start: line,
                players: players.clone(),
                vg: vg.clone(),
                lines: SourceLines { start: line, ..SourceLines::default() },
                ..Board::default()
            });
        }
        let v = value.trim();
        match key.as_str() {
            "pn" => {
                players = list(value);
                if let Some(b) = current.as_mut() {
                    b.players = players.clone();
                }
            }
            "vg" => {
                vg = list(value);
                if let Some(b) = current.as_mut() {
                    b.vg = vg.clone();
                }
            }
            "rs" => results.extend(value.split(',').map(|r| (r.trim().to_owned(), line))),
            _ => {
                if let Some(b) = current.as_mut() {
                    board_pair(b, &key, value, v, line);
                }
            }
        }
    }
    boards.extend(current);

    let games = boards
        .into_iter()
        .enumerate()
        .map(|(i, b)| {
            let result = results.get(i).filter(|(r, _)| !r.is_empty());
            finish(b, result)
        })
        .collect();
    LinFile { games, errors }
}

/// A comma-separated list of names, each on one line.
fn list(value: &str) -> Vec<String> {
    value.split(',').map(|s| s.replace(['\n', '\r'], " ").trim().to_owned()).collect()
}

/// Applies one pair that belongs to the current board.
fn board_pair(b: &mut Board, key: &str, value: &str, v: &str, line: usize) {
    match key {
        "qx" => {
            let mut chars = v.chars();
            b.room = chars.next().map(|c| c.to_ascii_lowercase());
            let digits: String = chars.filter(char::is_ascii_digit).collect();
            b.number = digits.parse().ok().or(b.number);
            b.lines.tags.push(("Board".to_owned(), line));
            b.lines.tags.push(("Room".to_owned(), line));
        }
        "ah" => {
            let digits: String = v.chars().filter(char::is_ascii_digit).collect();
            match digits.parse::<u32>().ok().filter(|n| *n > 0) {
                Some(n) => b.number = Some(n),
                None => b.errors.push(bad(line, key, value, "the board header names the board, like “Board 7”")),
            }
            b.lines.tags.push(("Board".to_owned(), line));
        }
        "md" => {
            let mut text = v;
            if let Some(d) = text.chars().next().and_then(|c| c.to_digit(10)) {
                match d {
                    1 => b.dealer = Some(Seat::South),
                    2 => b.dealer = Some(Seat::West),
                    3 => b.dealer = Some(Seat::North),
                    4 => b.dealer = Some(Seat::East),
                    _ => b.errors.push(bad(line, key, value, "the dealer digit is 1 (S), 2 (W), 3 (N) or 4 (E)")),
                }
                text = &text[1..];
            }
            let order = [Seat::South, Seat::West, Seat::North, Seat::East];
            let mut hands: BySeat<Option<CardSet>> = BySeat::splat(None);
            let parts: Vec<&str> = text.split(',').collect();
            if parts.len() > 4 {
                b.errors.push(bad(line, key, value, "a deal has at most four hands (S, W, N, E)"));
            }
            for (seat, part) in order.into_iter().zip(parts) {
                let part = part.trim();
                if part.is_empty() {
                    continue;
                }
                match parse_hand(part) {
                    Some(h) => hands[seat] = Some(h),
                    None => b.errors.push(bad(
                        line,
                        key,
                        value,
                        format!("{seat}'s hand “{part}” is not like SAKQHJT9D876C5432"),
                    )),
                }
            }
            if let Err(e) = PartialDeal::new(hands) {
                b.errors.push(bad(line, key, value, e.to_string()));
            }
            b.hands = Some(hands);
            b.lines.tags.push(("Deal".to_owned(), line));
            b.lines.tags.push(("Dealer".to_owned(), line));
        }
        "sv" => match parse_vulnerability(v) {
            Some(vul) => b.vulnerability = Some(vul),
            None => b.errors.push(bad(line, key, value, "vulnerability is o (none), n (N-S), e (E-W) or b (both)")),
        },
        "mb" => match parse_call(v) {
            Some((call, alert)) => {
                if b.calls.is_empty() {
                    b.lines.tags.push(("Auction".to_owned(), line));
                }
                b.calls.push(AnnotatedCall { call, annotation: Annotation { alert, ..Annotation::default() } });
                b.lines.calls.push(line);
            }
            None => {
                b.errors.push(bad(line, key, value, "a call is p, d, r or a bid like 1c or 3n, with ! for an alert"))
            }
        },
        "an" => match b.calls.last_mut() {
            Some(call) => call.annotation.notes.push(value.replace(['\n', '\r'], " ")),
            None => b.errors.push(ParseError::new(line, ErrorKind::DanglingAnnotation(format!("an|{value}|")))),
        },
        "pc" => match v.parse::<Card>() {
            Ok(card) => {
                if b.cards.is_empty() {
                    b.lines.tags.push(("Play".to_owned(), line));
                }
                b.cards.push((card, line));
            }
            Err(_) => b.errors.push(bad(line, key, value, "a card is a suit and a rank, like SA or hT")),
        },
        "mc" => match v.parse::<u8>().ok().filter(|n| *n <= 13) {
            Some(n) => {
                b.claim = Some(n);
                b.lines.tags.push(("Result".to_owned(), line));
            }
            None => b.errors.push(bad(line, key, value, "a claim is declarer's total tricks, 0 to 13")),
        },
        // Pages, chat, the "st" start marker and the rest carry nothing about the game.
        _ => {}
    }
}

/// Builds the game from a board and its entry in the results list.
fn finish(b: Board, result: Option<&(String, usize)>) -> ParsedGame {
    let mut errors = b.errors;
    let mut lines = b.lines;
    let mut game = RecordedGame {
        board: b.number.and_then(BoardNumber::new),
        dealer: b.dealer,
        vulnerability: b.vulnerability,
        ..RecordedGame::default()
    };

    // Eight names are the open room's four, then the closed room's.
    let closed = b.room == Some('c');
    let names: &[String] = match (b.players.len() >= 8, closed) {
        (true, true) => &b.players[4..8],
        _ => &b.players[..b.players.len().min(4)],
    };
    for (seat, name) in [Seat::South, Seat::West, Seat::North, Seat::East].into_iter().zip(names) {
        if !name.is_empty() {
            game.players[seat] = Some(name.clone());
        }
    }
    let field = |i: usize| b.vg.get(i).filter(|s| !s.is_empty()).cloned();
    game.event = field(0);
    game.scoring = field(2).and_then(|s| match s.to_ascii_uppercase().as_str() {
        "I" => Some("IMP".to_owned()),
        "P" => Some("MP".to_owned()),
        "B" => Some("BAM".to_owned()),
        _ => None,
    });
    for (i, name) in [(1, "Stage"), (5, "HomeTeam"), (7, "VisitTeam")] {
        if let Some(value) = field(i) {
            game.tags.push(Tag::new(name, &value));
        }
    }
    match b.room {
        Some('o') => game.tags.push(Tag::new("Room", "Open")),
        Some('c') => game.tags.push(Tag::new("Room", "Closed")),
        _ => {}
    }

    // A deal with no hand at all is no deal.
    let deal = b.hands.filter(|h| h.values().any(Option::is_some)).and_then(|h| PartialDeal::new(h).ok());
    game.deal = deal;

    if let Some((code, line)) = result {
        for name in ["Contract", "Declarer", "Result"] {
            lines.tags.push((name.to_owned(), *line));
        }
        match parse_result_code(code) {
            Some(ResultCode::PassedOut) => game.contract = Some(ContractTag::PassedOut),
            Some(ResultCode::Played { contract, declarer, tricks }) => {
                game.contract = Some(ContractTag::Bid(contract));
                game.declarer = Some(Declarer::regular(declarer));
                game.result = tricks.map(TrickCount::new);
            }
            None => errors.push(bad(*line, "rs", code, "a result is like 3NE+1, 4SWx-2, 6HN= or P")),
        }
    }

    let dealer = b.dealer.or(game.board.map(BoardNumber::dealer));
    if !b.calls.is_empty() {
        match dealer {
            Some(dealer) => game.auction = Some(RecordedAuction { dealer, calls: b.calls, incomplete: false }),
            None => errors.push(bad(b.start, "md", "", "the auction cannot be read without a dealer")),
        }
    }
    if !b.cards.is_empty() || b.claim.is_some() {
        game.play = tricks(&b.cards, deal, &game, b.claim, &mut lines, &mut errors);
    }
    errors.sort_by_key(|e| e.line);
    ParsedGame { game, lines, errors }
}

/// Groups the cards four to a trick, each under the seat that holds it.
fn tricks(
    cards: &[(Card, usize)],
    deal: Option<PartialDeal>,
    game: &RecordedGame,
    claim: Option<u8>,
    lines: &mut SourceLines,
    errors: &mut Vec<ParseError>,
) -> Option<RecordedPlay> {
    // Who holds what: the full deal when three hands or more are given.
    let full = deal.and_then(|d| d.complete().ok());
    let holder = |card: Card| match full {
        Some(d) => Some(d.holder(card)),
        None => deal.and_then(|d| d.holder(card)),
    };
    let leader = match cards.first() {
        Some((card, _)) => holder(*card),
        // A claim before the opening lead: declarer's left-hand opponent leads.
        None => game.declarer.map(|d| d.seat.lho()),
    };
    let Some(leader) = leader else {
        let line = cards.first().map_or(lines.start, |(_, l)| *l);
        errors.push(bad(line, "pc", "", "the play cannot be read without the deal"));
        return None;
    };
    let mut rows: Vec<TrickRow> = Vec::new();
    for (i, (card, line)) in cards.iter().enumerate() {
        if i % 4 == 0 {
            rows.push(TrickRow::default());
            lines.tricks.push(*line);
        }
        let Some(seat) = holder(*card) else {
            errors.push(bad(*line, "pc", &card.to_suit_rank(), "no hand in the deal holds this card"));
            continue;
        };
        let Some(row) = rows.last_mut() else { continue };
        match &row.cards[seat] {
            Some(_) => errors
                .push(ParseError::new(*line, ErrorKind::Lin(LinProblem::SeatTwiceInTrick { trick: i / 4 + 1, seat }))),
            None => row.cards[seat] = Some(AnnotatedCard::plain(*card)),
        }
    }
    Some(RecordedPlay { leader, tricks: rows, claim })
}

//! Reading PBN, leniently: any tag order, `#` inheritance, commentary
//! anywhere, games separated by blank lines (or simply by the next
//! `[Event]`/`[Board]`), and one bad game never hides the others.

use super::error::{ErrorKind, ParseError};
use super::lexer::{tokenize, Token};
use super::record::{ContractTag, Declarer, ParsedGame, PartialDeal, RecordedGame, SourceLines, Tag, TrickCount};
use super::sections::{parse_auction, parse_play, Notes, SectionWord};
use crate::{BoardNumber, BySeat, ContractCode, Seat, Suit, Vulnerability};
use std::collections::HashMap;
use tenace_cards::CardSet;

/// Everything read from one PBN text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PbnFile {
    pub games: Vec<ParsedGame>,
    /// Problems outside any game (text before the first tag that never
    /// became part of a game).
    pub errors: Vec<ParseError>,
}

/// A tag as read, with the section words that followed it.
struct RawTag {
    name: String,
    value: String,
    line: usize,
    words: Vec<SectionWord>,
}

#[derive(Default)]
struct RawGame {
    start: Option<usize>,
    tags: Vec<RawTag>,
    commentary: Vec<String>,
    errors: Vec<ParseError>,
}

impl RawGame {
    fn has_tag(&self, name: &str) -> bool {
        self.tags.iter().any(|t| t.name.eq_ignore_ascii_case(name))
    }
}

/// Parses a whole PBN file.
pub fn parse(text: &str) -> PbnFile {
    let mut raw_games = Vec::new();
    let mut current = RawGame::default();
    let mut outside = Vec::new();
    for lexeme in tokenize(text) {
        let line = lexeme.line;
        match lexeme.token {
            Token::Blank => {
                if !current.tags.is_empty() {
                    raw_games.push(std::mem::take(&mut current));
                } else {
                    // Problems in text that turned out not to start a game.
                    outside.append(&mut current.errors);
                }
            }
            Token::Tag { name, value } => {
                // A second [Event] or [Board] means the next game began without a blank line.
                let starts_game = ["Event", "Board"].iter().any(|n| name.eq_ignore_ascii_case(n));
                if starts_game && current.has_tag(&name) {
                    raw_games.push(std::mem::take(&mut current));
                }
                current.start.get_or_insert(line);
                current.tags.push(RawTag { name, value, line, words: Vec::new() });
            }
            Token::Word(text) => match current.tags.last_mut() {
                Some(tag) => tag.words.push(SectionWord { line, text }),
                None => current.errors.push(ParseError::new(line, ErrorKind::StrayText(text))),
            },
            Token::Comment(text) => {
                current.start.get_or_insert(line);
                current.commentary.push(text);
            }
            Token::Malformed(kind) => current.errors.push(ParseError::new(line, kind)),
        }
    }
    if !current.tags.is_empty() {
        raw_games.push(current);
    } else {
        outside.append(&mut current.errors);
    }

    let mut previous: HashMap<String, String> = HashMap::new();
    let mut games = Vec::new();
    for mut raw in raw_games {
        if raw.tags.is_empty() {
            outside.append(&mut raw.errors);
            continue;
        }
        games.push(build_game(raw, &mut previous));
    }
    PbnFile { games, errors: outside }
}

/// Turns a game's raw tags into a [`RecordedGame`]. `previous` holds the
/// last value of every tag so far, for `#`.
fn build_game(raw: RawGame, previous: &mut HashMap<String, String>) -> ParsedGame {
    let mut errors = raw.errors;
    let start = raw.start.or(raw.tags.first().map(|t| t.line)).unwrap_or(1);
    let mut lines = SourceLines { start, ..SourceLines::default() };
    let mut game = RecordedGame { commentary: raw.commentary, ..RecordedGame::default() };
    let mut tags = Vec::with_capacity(raw.tags.len());

    for mut tag in raw.tags {
        let key = tag.name.to_ascii_lowercase();
        if tag.value == "#" {
            match previous.get(&key) {
                Some(v) => tag.value = v.clone(),
                // A supplemental tag with nothing to copy carries no value
                // (some exporters write `#` for tags the first game lacks).
                None if !INTERPRETED.contains(&key.as_str()) => continue,
                None => {
                    errors.push(ParseError::new(tag.line, ErrorKind::NothingToInherit(tag.name.clone())));
                    tag.value = "?".to_owned();
                }
            }
        }
        previous.insert(key, tag.value.clone());
        lines.tags.push((tag.name.clone(), tag.line));
        tags.push(tag);
    }

    // Notes belong to the section they follow (before any section: the auction).
    let mut auction_notes = Notes::new();
    let mut play_notes = Notes::new();
    let mut after_play = false;
    for tag in &tags {
        if tag.name.eq_ignore_ascii_case("Play") {
            after_play = true;
        } else if tag.name.eq_ignore_ascii_case("Auction") {
            after_play = false;
        } else if tag.name.eq_ignore_ascii_case("Note") {
            match parse_note(&tag.value) {
                Some((n, text)) if after_play => drop(play_notes.insert(n, text)),
                Some((n, text)) => drop(auction_notes.insert(n, text)),
                None => errors.push(ParseError::new(tag.line, ErrorKind::BadNote(tag.value.clone()))),
            }
        }
    }

    for tag in tags {
        interpret(tag, &mut game, &mut lines, &auction_notes, &play_notes, &mut errors);
    }
    errors.sort_by_key(|e| e.line);
    ParsedGame { game, lines, errors }
}

fn parse_note(value: &str) -> Option<(u32, String)> {
    let (n, text) = value.split_once(':')?;
    Some((n.trim().parse().ok()?, text.to_owned()))
}

/// Tags read into typed fields of [`RecordedGame`] (lower case).
const INTERPRETED: [&str; 18] = [
    "event",
    "site",
    "date",
    "board",
    "west",
    "north",
    "east",
    "south",
    "dealer",
    "vulnerable",
    "deal",
    "scoring",
    "declarer",
    "contract",
    "result",
    "auction",
    "play",
    "note",
];

/// `?` (unknown) and, for tags where it means "none", the empty string.
fn unknown(value: &str) -> bool {
    value.trim() == "?"
}

fn interpret(
    tag: RawTag,
    game: &mut RecordedGame,
    lines: &mut SourceLines,
    auction_notes: &Notes,
    play_notes: &Notes,
    errors: &mut Vec<ParseError>,
) {
    let bad = |reason: String| {
        ParseError::new(tag.line, ErrorKind::BadTag { tag: tag.name.clone(), value: tag.value.clone(), reason })
    };
    let value = tag.value.trim();
    let text = || if unknown(value) { None } else { Some(tag.value.clone()) };
    match tag.name.to_ascii_lowercase().as_str() {
        "event" => game.event = text(),
        "site" => game.site = text(),
        "date" => game.date = text(),
        "scoring" => game.scoring = text(),
        "north" => game.players[Seat::North] = text(),
        "east" => game.players[Seat::East] = text(),
        "south" => game.players[Seat::South] = text(),
        "west" => game.players[Seat::West] = text(),
        "note" => {}
        "board" if unknown(value) => game.board = None,
        "board" => match value.parse::<u32>().ok().and_then(BoardNumber::new) {
            Some(b) => game.board = Some(b),
            None => errors.push(bad("a board number is a whole number from 1 up".to_owned())),
        },
        "dealer" if unknown(value) => game.dealer = None,
        "dealer" => match value.parse::<Seat>() {
            Ok(s) => game.dealer = Some(s),
            Err(e) => errors.push(bad(e.to_string())),
        },
        "vulnerable" if unknown(value) => game.vulnerability = None,
        "vulnerable" => match value.parse::<Vulnerability>() {
            Ok(v) => game.vulnerability = Some(v),
            Err(e) => errors.push(bad(e.to_string())),
        },
        "deal" if unknown(value) => game.deal = None,
        "deal" => match parse_deal(value) {
            Ok(d) => game.deal = Some(d),
            Err(reason) => errors.push(bad(reason)),
        },
        "declarer" if unknown(value) || value.is_empty() => game.declarer = None,
        "declarer" => {
            let (irregular, seat) = match value.strip_prefix('^') {
                Some(s) => (true, s),
                None => (false, value),
            };
            match seat.parse::<Seat>() {
                Ok(seat) => game.declarer = Some(Declarer { seat, irregular }),
                Err(e) => errors.push(bad(e.to_string())),
            }
        }
        "contract" if unknown(value) || value.is_empty() => game.contract = None,
        "contract" if value.eq_ignore_ascii_case("pass") => game.contract = Some(ContractTag::PassedOut),
        "contract" => match value.parse::<ContractCode>() {
            Ok(c) => game.contract = Some(ContractTag::Bid(c)),
            Err(e) => errors.push(bad(e.to_string())),
        },
        "result" if unknown(value) || value.is_empty() => game.result = None,
        "result" => {
            let (irregular, number) = match value.strip_prefix('^') {
                Some(n) => (true, n),
                None => (false, value),
            };
            match number.parse::<u8>() {
                Ok(tricks) if tricks <= 13 => game.result = Some(TrickCount { tricks, irregular }),
                _ => errors.push(bad("the result is the number of tricks declarer won, 0 to 13".to_owned())),
            }
        }
        "auction" => match section_seat(value) {
            Some(dealer) => {
                if tag.words.is_empty() && game.auction.is_some() {
                    return; // an empty duplicate [Auction] tag (some files repeat it)
                }
                let (auction, call_lines) = parse_auction(dealer, &tag.words, auction_notes, errors);
                game.auction = Some(auction);
                lines.calls = call_lines;
            }
            None => errors.push(bad("the auction tag names the dealer: N, E, S or W".to_owned())),
        },
        "play" => match section_seat(value) {
            Some(leader) => {
                if tag.words.is_empty() && game.play.is_some() {
                    return;
                }
                let (play, trick_lines) = parse_play(leader, &tag.words, play_notes, errors);
                game.play = Some(play);
                lines.tricks = trick_lines;
            }
            None => errors.push(bad("the play tag names the opening leader: N, E, S or W".to_owned())),
        },
        _ => {
            game.tags.push(Tag { name: tag.name.clone(), value: tag.value.clone(), section: section_lines(&tag.words) })
        }
    }
}

fn section_seat(value: &str) -> Option<Seat> {
    value.parse::<Seat>().ok()
}

/// Section data of an uninterpreted tag, one string per source line.
fn section_lines(words: &[SectionWord]) -> Vec<String> {
    let mut out: Vec<(usize, String)> = Vec::new();
    for w in words {
        match out.last_mut() {
            Some((line, text)) if *line == w.line => {
                text.push(' ');
                text.push_str(&w.text);
            }
            _ => out.push((w.line, w.text.clone())),
        }
    }
    out.into_iter().map(|(_, t)| t).collect()
}

/// Parses `[Deal]` text: `F:h h h h` listing hands clockwise from seat `F`,
/// each `♠.♥.♦.♣`, `-` for a hand not given.
pub fn parse_deal(text: &str) -> Result<PartialDeal, String> {
    let (first, rest) = text
        .split_once(':')
        .and_then(|(f, r)| Some((f.trim().parse::<Seat>().ok()?, r)))
        .ok_or_else(|| "a deal starts with the first hand's seat and a colon, like N:".to_owned())?;
    let parts: Vec<&str> = rest.split_whitespace().collect();
    if parts.len() != 4 {
        return Err(format!("a deal lists four hands separated by spaces, not {}", parts.len()));
    }
    let mut hands: BySeat<Option<CardSet>> = BySeat::splat(None);
    for (k, part) in parts.iter().enumerate() {
        let seat = first.advance(k);
        if *part == "-" {
            continue;
        }
        let hand = CardSet::parse_dotted(part, Suit::DESCENDING).ok_or_else(|| {
            format!("{seat}'s hand “{part}” is not four suit groups ♠.♥.♦.♣ of A K Q J T 9 … 2, each card once")
        })?;
        hands[seat] = Some(hand);
    }
    PartialDeal::new(hands).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Call, Penalty};

    const TWO_GAMES: &str = "% PBN 1.0\r\n\
[Event \"Cup\"]\r\n[Site \"Here\"]\r\n[Board \"01\"]\r\n[Dealer \"N\"]\r\n[Vulnerable \"None\"]\r\n\
[Deal \"S:T65.KT83.T543.A5 2.A5.AK862.KQJ62 98743.97.QJ7.T83 -\"]\r\n\
[Declarer \"W\"]\r\n[Contract \"6C\"]\r\n[Room \"Open\"]\r\n\
[Auction \"N\"]\r\nPass 1H Pass 2D =1=\r\nPass 6C AP\r\n[Note \"1:natural\"]\r\n\
[Play \"N\"]\r\nH9 HQ H3 H5\r\nC3 C4 C5 CQ\r\n*\r\n[Result \"12\"]\r\n\r\n\
{second table}\r\n[Event \"#\"]\r\n[Site \"#\"]\r\n[Board \"1\"]\r\n[Deal \"#\"]\r\n[Contract \"5CX\"]\r\n[Room \"Closed\"]\r\n";

    #[test]
    fn reads_two_games_with_inheritance() {
        let file = parse(TWO_GAMES);
        assert!(file.errors.is_empty());
        assert_eq!(file.games.len(), 2);
        let (a, b) = (&file.games[0], &file.games[1]);
        assert!(a.errors.is_empty() && b.errors.is_empty(), "{:?} {:?}", a.errors, b.errors);
        assert_eq!(a.game.event.as_deref(), Some("Cup"));
        assert_eq!(b.game.event.as_deref(), Some("Cup"));
        assert_eq!(a.game.board, BoardNumber::new(1));
        assert_eq!(a.game.dealer, Some(Seat::North));
        assert_eq!(a.game.declarer, Some(Declarer::regular(Seat::West)));
        assert_eq!(a.game.result, Some(TrickCount::new(12)));
        assert_eq!(a.game.room(), Some("Open"));
        assert!(a.game.deal.unwrap().complete().is_ok());
        assert_eq!(b.game.deal, a.game.deal);
        let auction = a.game.auction.as_ref().unwrap();
        assert_eq!(auction.calls.len(), 9);
        assert_eq!(auction.calls[3].annotation.notes, vec!["natural".to_owned()]);
        assert_eq!(auction.calls[5].call, Call::Bid("6C".parse().unwrap()));
        assert_eq!(a.game.play.as_ref().unwrap().tricks.len(), 2);
        assert_eq!(a.lines.tag("Result"), 19);
        assert_eq!(a.lines.call(4), 13);
        assert_eq!(a.lines.trick(1), 17);
        assert_eq!(b.lines.start, 21);
        assert_eq!(b.game.commentary, vec!["second table".to_owned()]);
        match b.game.contract {
            Some(ContractTag::Bid(c)) => assert_eq!(c.penalty, Penalty::Doubled),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn games_without_blank_lines_and_duplicate_auction_tags() {
        let text = "[Event \"A\"]\n[Board \"1\"]\n[Auction \"N\"]\n[Contract \"1S\"]\n[Auction \"N\"]\n1S AP\n\
                    [Event \"B\"]\n[Board \"2\"]\n[Board \"3\"]";
        let file = parse(text);
        assert_eq!(file.games.len(), 3);
        assert_eq!(file.games[0].game.auction.as_ref().map(|a| a.calls.len()), Some(4));
        assert_eq!(file.games[2].game.board, BoardNumber::new(3));
        assert_eq!(file.games[2].game.event, None);
    }

    #[test]
    fn one_bad_game_does_not_hide_the_others() {
        let text = "[Board \"x\"]\n[Deal \"N:AKQ.. - - -\"]\n[Result \"33\"]\n[Event \"#\"]\n\n[Board \"2\"]\n[Dealer \"E\"]\n";
        let file = parse(text);
        assert_eq!(file.games.len(), 2);
        let messages: Vec<String> = file.games[0].errors.iter().map(|e| e.to_string()).collect();
        assert_eq!(messages.len(), 4, "{messages:?}");
        assert!(messages[0].starts_with("line 1: [Board \"x\"]"), "{messages:?}");
        assert!(messages[1].starts_with("line 2: [Deal"), "{messages:?}");
        assert!(messages[2].starts_with("line 3: [Result \"33\"]"), "{messages:?}");
        assert!(messages[3].starts_with("line 4: [Event \"#\"]"), "{messages:?}");
        assert!(file.games[1].errors.is_empty());
        assert_eq!(file.games[1].game.dealer, Some(Seat::East));
    }

    #[test]
    fn stray_text_and_partial_deals() {
        let file = parse("[Board \"1\"]\n[Room \"#\"]\n[Board \"2\"]\n[Room \"#\"]\n[Room \"Open\"]\n\n[Room \"#\"]");
        assert!(file.games.iter().all(|g| g.errors.is_empty()), "{:?}", file.games);
        let rooms: Vec<Option<&str>> = file.games.iter().map(|g| g.game.room()).collect();
        assert_eq!(rooms, vec![None, Some("Open"), Some("Open")]);
        let file = parse("hello\n\n[Deal \"W:- AKQJT98765432... - -\"]\n[Declarer \"^E\"]\n[Result \"^8\"]");
        assert_eq!(file.errors.len(), 1);
        assert_eq!(file.errors[0].line, 1);
        let g = &file.games[0].game;
        let deal = g.deal.unwrap();
        assert_eq!(deal.hand(Seat::North).map(|h| h.len()), Some(13));
        assert_eq!(deal.hand(Seat::West), None);
        assert!(deal.complete().is_err());
        assert_eq!(g.declarer, Some(Declarer { seat: Seat::East, irregular: true }));
        assert_eq!(g.result, Some(TrickCount { tricks: 8, irregular: true }));
    }

    #[test]
    fn deal_errors_say_what_is_wrong() {
        assert!(parse_deal("N:AKQ").unwrap_err().contains("four hands"));
        assert!(parse_deal("X:- - - -").unwrap_err().contains("seat"));
        assert!(parse_deal("N:AA... - - -").unwrap_err().contains("North's hand"));
        assert!(parse_deal("N:A... A... - -").unwrap_err().contains("in both"));
        assert_eq!(parse_deal("E:- - - -").map(|d| d.hands), Ok(crate::BySeat::splat(None)));
    }
}

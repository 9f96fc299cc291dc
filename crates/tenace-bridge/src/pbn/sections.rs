//! The `[Auction]` and `[Play]` sections: words to typed calls and tricks.

use super::error::{ErrorKind, ParseError};
use super::record::{AnnotatedCall, AnnotatedCard, Annotation, RecordedAuction, RecordedPlay, Suffix, TrickRow};
use crate::{Call, Card, Seat};
use std::collections::BTreeMap;

/// One word of section data and its line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct SectionWord {
    pub line: usize,
    pub text: String,
}

/// `[Note "n:text"]` texts by number.
pub(super) type Notes = BTreeMap<u32, String>;

/// What a word of a section means, before it is attached to a call or card.
enum Word<'a> {
    /// `*`: the section ends here.
    End,
    /// `-` (nothing here) or `+` (more follows that is not recorded).
    Placeholder,
    NoteRef(u32),
    Nag(u16),
    /// `^R`-style irregularity marker for the next call or card.
    Irregularity(char),
    /// `!`, `?!`… standing alone after a call or card.
    SuffixOnly(&'a str),
    /// A call or card with whatever suffix was glued to it.
    Item {
        base: &'a str,
        suffix: &'a str,
    },
}

fn classify(text: &str) -> Result<Word<'_>, ErrorKind> {
    if text == "*" {
        return Ok(Word::End);
    }
    if text == "-" || text == "+" {
        return Ok(Word::Placeholder);
    }
    if let Some(inner) = text.strip_prefix('=') {
        let number = inner.strip_suffix('=').and_then(|n| n.parse::<u32>().ok());
        return number.map(Word::NoteRef).ok_or_else(|| ErrorKind::BadNoteRef(text.to_owned()));
    }
    if let Some(n) = text.strip_prefix('$') {
        return n.parse::<u16>().map(Word::Nag).map_err(|_| ErrorKind::BadNag(text.to_owned()));
    }
    if let Some(marker) = text.strip_prefix('^') {
        let mut chars = marker.chars();
        return match (chars.next(), chars.next()) {
            (Some(c), None) if c.is_ascii_alphabetic() => Ok(Word::Irregularity(c.to_ascii_uppercase())),
            _ => Err(ErrorKind::DanglingAnnotation(text.to_owned())),
        };
    }
    let base = text.trim_end_matches(['!', '?']);
    let suffix = &text[base.len()..];
    if base.is_empty() {
        Ok(Word::SuffixOnly(suffix))
    } else {
        Ok(Word::Item { base, suffix })
    }
}

/// Applies a glued or standalone suffix. On a call a lone `!` is an alert.
fn add_suffix(annotation: &mut Annotation, suffix: &str, on_call: bool, word: &str) -> Result<(), ErrorKind> {
    match suffix {
        "" => Ok(()),
        "!" if on_call => {
            annotation.alert = true;
            Ok(())
        }
        other => match Suffix::from_text(other) {
            Some(s) => {
                annotation.suffix = Some(s);
                Ok(())
            }
            None if on_call => Err(ErrorKind::BadCall(word.to_owned())),
            None => Err(ErrorKind::BadCard(word.to_owned())),
        },
    }
}

fn note_text(notes: &Notes, n: u32) -> String {
    notes.get(&n).cloned().unwrap_or_default()
}

/// Reads the auction section. `AP` becomes the passes that end the auction.
/// Returns the auction and the line of each call.
pub(super) fn parse_auction(
    dealer: Seat,
    words: &[SectionWord],
    notes: &Notes,
    errors: &mut Vec<ParseError>,
) -> (RecordedAuction, Vec<usize>) {
    let mut calls: Vec<AnnotatedCall> = Vec::new();
    let mut lines = Vec::new();
    let mut pending_irregularity = None;
    let mut incomplete = false;
    for word in words {
        let fail = |kind| ParseError::new(word.line, kind);
        let meaning = match classify(&word.text) {
            Ok(m) => m,
            Err(kind) => {
                errors.push(fail(kind));
                continue;
            }
        };
        match meaning {
            Word::End => {
                incomplete = true;
                break;
            }
            Word::Placeholder => {}
            Word::Irregularity(c) => pending_irregularity = Some(c),
            Word::NoteRef(_) | Word::Nag(_) | Word::SuffixOnly(_) if calls.is_empty() => {
                errors.push(fail(ErrorKind::DanglingAnnotation(word.text.clone())));
            }
            Word::NoteRef(n) => annotate_last(&mut calls, |a| a.notes.push(note_text(notes, n))),
            Word::Nag(n) => annotate_last(&mut calls, |a| a.nags.push(n)),
            Word::SuffixOnly(s) => {
                if let Some(last) = calls.last_mut() {
                    if let Err(kind) = add_suffix(&mut last.annotation, s, true, &word.text) {
                        errors.push(fail(kind));
                    }
                }
            }
            Word::Item { base, suffix } if base.eq_ignore_ascii_case("AP") => {
                let passes = passes_to_end(&calls);
                for _ in 0..passes {
                    calls.push(AnnotatedCall::plain(Call::Pass));
                    lines.push(word.line);
                }
                if let (Some(last), false) = (calls.last_mut(), suffix.is_empty()) {
                    if let Err(kind) = add_suffix(&mut last.annotation, suffix, true, &word.text) {
                        errors.push(fail(kind));
                    }
                }
            }
            Word::Item { base, suffix } => match base.parse::<Call>() {
                Ok(call) => {
                    let mut annotation =
                        Annotation { irregularity: pending_irregularity.take(), ..Annotation::default() };
                    match add_suffix(&mut annotation, suffix, true, &word.text) {
                        Ok(()) => {
                            calls.push(AnnotatedCall { call, annotation });
                            lines.push(word.line);
                        }
                        Err(kind) => errors.push(fail(kind)),
                    }
                }
                Err(_) => errors.push(fail(ErrorKind::BadCall(word.text.clone()))),
            },
        }
    }
    (RecordedAuction { dealer, calls, incomplete }, lines)
}

/// Passes that `AP` stands for: enough to end the auction from here
/// (four in all if nobody has bid, else three after the last other call).
/// This is counting, not judging legality: the engine does that on replay.
fn passes_to_end(calls: &[AnnotatedCall]) -> usize {
    let trailing = calls.iter().rev().take_while(|c| c.call == Call::Pass).count();
    if trailing == calls.len() {
        4usize.saturating_sub(trailing)
    } else {
        3usize.saturating_sub(trailing)
    }
}

fn annotate_last(calls: &mut [AnnotatedCall], f: impl FnOnce(&mut Annotation)) {
    if let Some(last) = calls.last_mut() {
        f(&mut last.annotation);
    }
}

/// Reads the play section: cards (or `-`) four to a trick, in columns
/// starting with `leader` and going clockwise. Returns the play and the line
/// of each trick.
pub(super) fn parse_play(
    leader: Seat,
    words: &[SectionWord],
    notes: &Notes,
    errors: &mut Vec<ParseError>,
) -> (RecordedPlay, Vec<usize>) {
    let mut tricks: Vec<TrickRow> = Vec::new();
    let mut lines = Vec::new();
    let mut slot = 0usize;
    // The seat whose card an annotation refers to.
    let mut last_card: Option<(usize, Seat)> = None;
    let mut pending_irregularity = None;
    for word in words {
        let fail = |kind| ParseError::new(word.line, kind);
        let meaning = match classify(&word.text) {
            Ok(m) => m,
            Err(kind) => {
                errors.push(fail(kind));
                continue;
            }
        };
        let (trick, seat) = (slot / 4, leader.advance(slot % 4));
        let mut open_slot = |tricks: &mut Vec<TrickRow>, lines: &mut Vec<usize>| {
            if slot % 4 == 0 {
                tricks.push(TrickRow::default());
                lines.push(word.line);
            }
            slot += 1;
        };
        let last = last_card.and_then(|(t, s)| tricks.get_mut(t).and_then(|row| row.cards[s].as_mut()));
        match meaning {
            Word::End => break,
            Word::Placeholder => {
                open_slot(&mut tricks, &mut lines);
                last_card = None;
            }
            Word::Irregularity(c) => pending_irregularity = Some(c),
            Word::NoteRef(_) | Word::Nag(_) | Word::SuffixOnly(_) if last.is_none() => {
                errors.push(fail(ErrorKind::DanglingAnnotation(word.text.clone())));
            }
            Word::NoteRef(n) => {
                if let Some(card) = last {
                    card.annotation.notes.push(note_text(notes, n));
                }
            }
            Word::Nag(n) => {
                if let Some(card) = last {
                    card.annotation.nags.push(n);
                }
            }
            Word::SuffixOnly(s) => {
                if let Some(card) = last {
                    if let Err(kind) = add_suffix(&mut card.annotation, s, false, &word.text) {
                        errors.push(fail(kind));
                    }
                }
            }
            Word::Item { base, suffix } => {
                // A bad card still takes its column, so the rest of the row stays aligned.
                open_slot(&mut tricks, &mut lines);
                last_card = None;
                let Ok(card) = base.parse::<Card>() else {
                    errors.push(fail(ErrorKind::BadCard(word.text.clone())));
                    continue;
                };
                let mut annotation = Annotation { irregularity: pending_irregularity.take(), ..Annotation::default() };
                if let Err(kind) = add_suffix(&mut annotation, suffix, false, &word.text) {
                    errors.push(fail(kind));
                }
                if let Some(row) = tricks.get_mut(trick) {
                    row.cards[seat] = Some(AnnotatedCard { card, annotation });
                    last_card = Some((trick, seat));
                }
            }
        }
    }
    (RecordedPlay { leader, tricks, claim: None }, lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<SectionWord> {
        text.lines()
            .enumerate()
            .flat_map(|(i, l)| l.split_whitespace().map(move |w| SectionWord { line: i + 1, text: w.to_owned() }))
            .collect()
    }

    fn codes(a: &RecordedAuction) -> String {
        a.calls.iter().map(|c| c.call.code()).collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn auction_with_annotations_and_all_pass() {
        let notes = Notes::from([(1, "relay".to_owned())]);
        let mut errors = Vec::new();
        let (a, lines) = parse_auction(Seat::East, &words("1C! Pass 1D =1= 1S $2\n2NT? AP\n- *"), &notes, &mut errors);
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(codes(&a), "1C P 1D 1S 2NT P P P");
        assert!(a.calls[0].annotation.alert);
        assert_eq!(a.calls[2].annotation.notes, vec!["relay".to_owned()]);
        assert_eq!(a.calls[3].annotation.nags, vec![2]);
        assert_eq!(a.calls[4].annotation.suffix, Some(Suffix::Poor));
        assert_eq!(lines, vec![1, 1, 1, 1, 2, 2, 2, 2]);
        let (a, _) = parse_auction(Seat::North, &words("Pass AP"), &notes, &mut errors);
        assert_eq!(codes(&a), "P P P P");
    }

    #[test]
    fn auction_errors_name_the_line() {
        let mut errors = Vec::new();
        let (a, _) = parse_auction(Seat::North, &words("1S\n8C =x= $y\n=1= Pass"), &Notes::new(), &mut errors);
        assert_eq!(codes(&a), "1S P");
        let lines: Vec<usize> = errors.iter().map(|e| e.line).collect();
        assert_eq!(lines, vec![2, 2, 2]);
        assert!(errors[0].to_string().starts_with("line 2: in the auction, “8C” is not a call"));
        let mut errors = Vec::new();
        parse_auction(Seat::North, &words("=1= Pass"), &Notes::new(), &mut errors);
        assert!(matches!(errors[0].kind, ErrorKind::DanglingAnnotation(_)));
    }

    #[test]
    fn play_columns_follow_the_tag_seat() {
        let mut errors = Vec::new();
        let text = "H9 HQ H3 H5\nC3 C4! =1= C5 CQ\n- ^R D3 D2 DA\n*";
        let (p, lines) = parse_play(Seat::West, &words(text), &Notes::new(), &mut errors);
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(p.tricks.len(), 3);
        let card = |t: usize, s: Seat| p.tricks[t].card(s).map(|c| c.card.to_suit_rank());
        assert_eq!(card(0, Seat::West).as_deref(), Some("H9"));
        assert_eq!(card(0, Seat::North).as_deref(), Some("HQ"));
        assert_eq!(card(0, Seat::South).as_deref(), Some("H5"));
        assert_eq!(card(2, Seat::West), None);
        assert_eq!(card(2, Seat::North).as_deref(), Some("D3"));
        let c4 = p.tricks[1].card(Seat::North).unwrap();
        assert_eq!(c4.annotation.suffix, Some(Suffix::Good));
        assert_eq!(c4.annotation.notes, vec![String::new()]);
        assert_eq!(p.tricks[2].card(Seat::North).unwrap().annotation.irregularity, Some('R'));
        assert_eq!(lines, vec![1, 2, 3]);
        assert_eq!(p.card_count(), 11);
    }

    #[test]
    fn play_errors_keep_the_columns() {
        let mut errors = Vec::new();
        let (p, _) = parse_play(Seat::North, &words("SA SZ S2 S3\nS4"), &Notes::new(), &mut errors);
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].line, 1);
        assert_eq!(p.tricks.len(), 2);
        assert_eq!(p.tricks[0].card(Seat::East), None);
        assert_eq!(p.tricks[0].card(Seat::West).map(|c| c.card.to_suit_rank()).as_deref(), Some("S3"));
        assert_eq!(p.tricks[1].card(Seat::North).map(|c| c.card.to_suit_rank()).as_deref(), Some("S4"));
    }
}

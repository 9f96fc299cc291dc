//! A table split over several workers (the page's side, plain Rust): the
//! page starts one worker per core (at most five, one per strain), hands each
//! a [`Job::Strain`], gives the next strain to whichever worker answers
//! first, and shows one progress bar over the 20 cells. When the last row is
//! in, [`TableSplit::take`] returns the same [`Answer::Table`] (with par) that
//! a single worker's [`Job::Table`] gives.

use crate::{Answer, Job};
use tenace_bridge::{Deal, Seat, Strain, Vulnerability};
use tenace_dd::{par, DdTable};

/// Strains in the order they are handed out: notrump, usually the costliest
/// row, first, so that it never finishes last on its own.
const ORDER: [Strain; 5] = [Strain::NoTrump, Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs];

/// How many workers a table uses on a machine with `cores` logical cores
/// (`navigator.hardwareConcurrency`, 0 when unknown): one per core, at most
/// one per strain.
pub fn table_workers(cores: usize) -> usize {
    cores.clamp(1, ORDER.len())
}

/// One table being solved by several workers.
#[derive(Clone, Debug)]
pub struct TableSplit {
    deal: Deal,
    dealer: Seat,
    vulnerability: Vulnerability,
    handed_out: usize,
    rows: [Option<[u8; 4]>; 5],
}

impl TableSplit {
    pub fn new(deal: Deal, dealer: Seat, vulnerability: Vulnerability) -> TableSplit {
        TableSplit { deal, dealer, vulnerability, handed_out: 0, rows: [None; 5] }
    }

    /// The job for the next strain no worker has had yet; `None` once all
    /// five are out (the worker that asked stays idle).
    pub fn next_job(&mut self) -> Option<Job> {
        let strain = *ORDER.get(self.handed_out)?;
        self.handed_out += 1;
        Some(Job::Strain { deal: self.deal, strain })
    }

    /// Cells known so far, of 20.
    pub fn cells_done(&self) -> usize {
        self.rows.iter().flatten().count() * 4
    }

    /// Takes a worker's answer to one of this split's strain jobs and says
    /// what the page should show: progress over the whole table, the
    /// finished table and par once every row is in (`ms`: the time since
    /// the split started), or a stop or failure as the worker gave it (the
    /// split is then over and its other workers can be stopped).
    pub fn take(&mut self, answer: Answer, ms: f64) -> Answer {
        match answer {
            Answer::Row { strain, row, .. } => {
                self.rows[strain.index()] = Some(row);
                match self.table() {
                    Some(table) => {
                        let par = par(&table, self.dealer, self.vulnerability);
                        Answer::Table { table, par_score: par.score, par_contracts: par.codes(), ms }
                    }
                    None => Answer::Progress { done: self.cells_done(), total: DdTable::CELLS },
                }
            }
            // A strain's own progress is not shown: the bar moves by whole rows.
            Answer::Progress { .. } | Answer::Ready => {
                Answer::Progress { done: self.cells_done(), total: DdTable::CELLS }
            }
            answer @ (Answer::Stopped { .. } | Answer::Failed { .. }) => answer,
            other => Answer::Failed { message: format!("a strain of the table was answered with {other:?}") },
        }
    }

    /// The table once every strain's row is known.
    fn table(&self) -> Option<DdTable> {
        let mut table = DdTable::default();
        for strain in ORDER {
            let row = self.rows[strain.index()]?;
            for seat in Seat::ALL {
                table.set(strain, seat, row[seat.index()]);
            }
        }
        Some(table)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Analyst, Reply, Request};

    fn clock() -> f64 {
        0.0
    }

    /// Deal 1 of `dd_public_200.jsonl`.
    const DEAL: &str = "N:K7.J75.QJT53.A86 J42.T82.K8.KQ943 T9.K964.A9742.J5 AQ8653.AQ3.6.T72";
    /// Deal 2 (a cheap one: dealer East, North-South vulnerable).
    const DEAL_2: &str = "N:A872.AK54.QJ.KQ4 KQJ6.Q72.AT6.T52 9543.J9.7532.A73 T.T863.K984.J986";

    fn answer_of(analyst: &mut Analyst, job: Job) -> Answer {
        let mut replies = Vec::new();
        analyst.handle(&Request { id: 1, limit_ms: 600_000, job }, &mut |r: Reply| replies.push(r));
        replies.pop().map(|r| r.answer).expect("a reply")
    }

    #[test]
    fn workers_per_core_one_per_strain_at_most() {
        assert_eq!(table_workers(0), 1);
        assert_eq!(table_workers(1), 1);
        assert_eq!(table_workers(2), 2);
        assert_eq!(table_workers(16), 5);
    }

    #[test]
    fn three_workers_give_the_single_workers_table_with_one_progress_bar() {
        let deal = Deal::from_pbn(DEAL_2).unwrap();
        let whole = answer_of(
            &mut Analyst::new(8 << 20, clock),
            Job::Table { deal, dealer: Seat::East, vulnerability: Vulnerability::NorthSouth },
        );
        let mut split = TableSplit::new(deal, Seat::East, Vulnerability::NorthSouth);
        let mut workers: Vec<Analyst> = (0..3).map(|_| Analyst::new(8 << 20, clock)).collect();
        // Each worker starts on a strain; the one that answers takes the next.
        let mut busy: Vec<Option<Job>> = workers.iter().map(|_| split.next_job()).collect();
        let mut shown = Vec::new();
        // Answers arrive in the order 1, 0, 2, 1, 0 (any order must do).
        for w in [1, 0, 2, 1, 0] {
            let job = busy[w].take().expect("the worker has a strain");
            let answer = answer_of(&mut workers[w], job);
            assert!(matches!(answer, Answer::Row { .. }), "{answer:?}");
            shown.push(split.take(answer, 5.0));
            busy[w] = split.next_job();
        }
        assert!(busy.iter().all(Option::is_none) && split.next_job().is_none(), "five strains, five jobs");
        let progress: Vec<usize> = shown
            .iter()
            .filter_map(|a| match a {
                Answer::Progress { done, total: 20 } => Some(*done),
                _ => None,
            })
            .collect();
        assert_eq!(progress, [4, 8, 12, 16]);
        match (shown.last(), whole) {
            (
                Some(Answer::Table { table, par_score, par_contracts, ms }),
                Answer::Table { table: t, par_score: s, par_contracts: c, .. },
            ) => {
                assert_eq!((table, par_score, par_contracts), (&t, &s, &c));
                assert_eq!(*ms, 5.0);
                // The file's table and par for deal 2.
                assert_eq!(table.rows(), [[7, 6, 7, 6], [6, 6, 6, 6], [7, 6, 7, 6], [8, 5, 8, 5], [6, 6, 6, 6]]);
                assert_eq!((*par_score, par_contracts.clone()), (110, vec!["2SN=".to_owned(), "2SS=".to_owned()]));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_stop_or_a_wrong_answer_ends_the_split_in_words() {
        let deal = Deal::from_pbn(DEAL).unwrap();
        let mut split = TableSplit::new(deal, Seat::North, Vulnerability::None);
        let stopped = Answer::Stopped { message: "the solver gave up after 60 s".to_owned() };
        assert_eq!(split.take(stopped.clone(), 1.0), stopped);
        let odd = split.take(Answer::Play { solutions: Vec::new() }, 1.0);
        assert!(matches!(odd, Answer::Failed { message } if message.contains("strain")));
        // The strain job itself, through the worker's JSON: a row of four counts.
        let mut analyst = Analyst::new(8 << 20, clock);
        let mut replies = Vec::new();
        let text = serde_json::to_string(&Request {
            id: 6,
            limit_ms: 600_000,
            job: Job::Strain { deal: Deal::from_pbn(DEAL_2).unwrap(), strain: Strain::Spades },
        })
        .unwrap();
        analyst.handle_text(&text, &mut |r| replies.push(r));
        // Deal 2's spade row in the file: N 8, E 5, S 8, W 5.
        assert!(
            matches!(
                &replies[..],
                [Reply { id: 6, answer: Answer::Row { strain: Strain::Spades, row: [8, 5, 8, 5], .. } }]
            ),
            "{replies:?}"
        );
    }
}

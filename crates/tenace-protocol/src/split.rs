//! A [`TableJob`] split over several workers: the page starts one worker per
//! core (at most one per strain, [`table_workers`]), hands each a
//! [`StrainJob`], gives the next strain to whichever worker answers first,
//! and shows one progress bar over the 20 cells. Once the last row is in,
//! [`TableSplit::finish`] gives the merged table as a [`ParJob`] for a
//! worker, whose answer makes the same [`TableReply`] (table and par) that
//! one worker's [`TableJob`] gives ([`ParJob::table_reply`]). Plain data, tested on the host; the
//! page's `dd` module drives it with its workers.

use crate::{JobError, ParJob, Progress, StrainJob, StrainReply, TableJob};
use tenace_bridge::{BySeat, Seat, Strain};
use tenace_dd::DdTable;

/// Strains in the order they are handed out: notrump first (usually the
/// costliest row, so it never starts last), then from spades down, as one
/// worker solves a whole table.
pub const ORDER: [Strain; 5] = [Strain::NoTrump, Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs];

/// How many workers a table uses on a machine with `cores` logical cores
/// (`navigator.hardwareConcurrency`; 0 when unknown): one per core, at most
/// one per strain (a sixth would have nothing to do), so at most five
/// 64 MB transposition tables.
pub fn table_workers(cores: usize) -> usize {
    cores.clamp(1, ORDER.len())
}

/// One table being solved strain by strain.
#[derive(Clone, Debug, PartialEq)]
pub struct TableSplit {
    job: TableJob,
    /// Strains handed out so far (a prefix of [`ORDER`]).
    handed_out: usize,
    /// Each strain's row (by [`Strain::index`]) once it is known.
    rows: [Option<BySeat<u8>>; 5],
    /// Set when a strain failed: nothing more is handed out.
    failed: bool,
}

impl TableSplit {
    pub fn new(job: TableJob) -> TableSplit {
        TableSplit { job, handed_out: 0, rows: [None; 5], failed: false }
    }

    /// The job for the next strain no worker has had yet; `None` once all
    /// five are out or the split has failed (the worker that asked is free).
    pub fn next_job(&mut self) -> Option<StrainJob> {
        if self.failed {
            return None;
        }
        let strain = *ORDER.get(self.handed_out)?;
        self.handed_out += 1;
        Some(StrainJob { deal: self.job.deal, strain })
    }

    /// Takes a worker's row and returns the progress over the whole table.
    /// A row for a strain not handed out, or given twice, is a worker's bug
    /// ([`JobError::Mismatch`]) and ends the split.
    pub fn take(&mut self, reply: StrainReply) -> Result<Progress, JobError> {
        let asked = ORDER[..self.handed_out].contains(&reply.strain);
        let slot = &mut self.rows[reply.strain.index()];
        if !asked || slot.is_some() || reply.row.values().any(|&t| t > 13) {
            self.failed = true;
            return Err(JobError::Mismatch { got: format!("a {:?} row that was not asked for", reply.strain) });
        }
        *slot = Some(reply.row);
        Ok(self.progress())
    }

    /// A strain failed (the worker's error, or it could not run): the split
    /// hands out nothing more.
    pub fn fail(&mut self) {
        self.failed = true;
    }

    /// Cells known so far, of 20.
    pub fn progress(&self) -> Progress {
        Progress { done: self.rows.iter().flatten().count() * 4, total: DdTable::CELLS }
    }

    /// The merged table once every row is known, as the job that finds its
    /// par (a worker's: [`ParJob::table_reply`] makes the table job's reply).
    pub fn finish(&self) -> Option<ParJob> {
        let mut table = DdTable::default();
        for strain in ORDER {
            let row = self.rows[strain.index()]?;
            for seat in Seat::ALL {
                table.set(strain, seat, row[seat]);
            }
        }
        Some(ParJob { table, dealer: self.job.dealer, vulnerability: self.job.vulnerability })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_bridge::{Deal, Vulnerability};

    /// Deal 2 of `dd_public_200.jsonl` (dealer East, North-South vulnerable).
    const DEAL_2: &str = "N:A872.AK54.QJ.KQ4 KQJ6.Q72.AT6.T52 9543.J9.7532.A73 T.T863.K984.J986";
    /// Its rows in the file (N E S W), by strain index (clubs … notrump).
    const ROWS_2: [[u8; 4]; 5] = [[7, 6, 7, 6], [6, 6, 6, 6], [7, 6, 7, 6], [8, 5, 8, 5], [6, 6, 6, 6]];

    fn split() -> TableSplit {
        let deal = Deal::from_pbn(DEAL_2).unwrap();
        TableSplit::new(TableJob { deal, dealer: Seat::East, vulnerability: Vulnerability::NorthSouth })
    }

    fn reply(strain: Strain) -> StrainReply {
        StrainReply { strain, row: BySeat::new(ROWS_2[strain.index()]), ms: 1.0 }
    }

    #[test]
    fn one_worker_per_core_at_most_one_per_strain() {
        assert_eq!([0, 1, 2, 4, 5, 16].map(table_workers), [1, 1, 2, 4, 5, 5]);
    }

    /// Rows arriving in any order make one bar over 20 cells and, with the
    /// last, the file's table and par (as one worker's table job gives them).
    #[test]
    fn rows_in_any_order_give_the_table_and_par_of_the_file() {
        let mut split = split();
        let jobs: Vec<StrainJob> = std::iter::from_fn(|| split.next_job()).collect();
        assert_eq!(jobs.iter().map(|j| j.strain).collect::<Vec<_>>(), ORDER, "notrump first, each strain once");
        assert_eq!(split.progress(), Progress { done: 0, total: 20 });
        let mut shown = Vec::new();
        for strain in [Strain::Hearts, Strain::NoTrump, Strain::Clubs, Strain::Spades] {
            shown.push(split.take(reply(strain)).unwrap().done);
            assert_eq!(split.finish(), None, "not before the last row");
        }
        assert_eq!(split.take(reply(Strain::Diamonds)).unwrap(), Progress { done: 20, total: 20 });
        assert_eq!(shown, [4, 8, 12, 16]);
        let done = split.finish().expect("every row is in");
        assert_eq!(done.table.rows().map(BySeat::into_array), ROWS_2);
        assert_eq!(done.table.tricks(Strain::Spades, Seat::South), 8);
        assert_eq!((done.dealer, done.vulnerability), (Seat::East, tenace_bridge::Vulnerability::NorthSouth));
        // The worker's par of the merged table (as `tenace-worker` computes it) is the file's.
        let par = tenace_dd::par(&done.table, done.dealer, done.vulnerability);
        let answer = crate::ParReply { par_score: par.score, par_contracts: par.codes() };
        let reply = done.clone().table_reply(answer, 812.5);
        assert_eq!(reply.table, done.table);
        assert_eq!((reply.par_score, reply.par_contracts, reply.ms), (110, vec!["2SN=".into(), "2SS=".into()], 812.5));
    }

    /// Two workers: each takes the next strain as it answers, so the
    /// strains are handed out one at a time, never twice.
    #[test]
    fn the_next_strain_goes_to_whichever_worker_answers_first() {
        let mut split = split();
        let mut busy = [split.next_job(), split.next_job()];
        let mut order = Vec::new();
        for w in [1, 1, 0, 1, 0] {
            let job = busy[w].take().expect("the worker has a strain");
            order.push(job.strain);
            split.take(reply(job.strain)).unwrap();
            busy[w] = split.next_job();
        }
        assert!(busy.iter().all(Option::is_none) && split.next_job().is_none());
        assert_eq!(order, [Strain::Spades, Strain::Hearts, Strain::NoTrump, Strain::Diamonds, Strain::Clubs]);
        assert!(split.finish().is_some());
    }

    #[test]
    fn a_failure_or_a_row_not_asked_for_ends_the_split() {
        let mut split = split();
        assert!(matches!(split.take(reply(Strain::Clubs)), Err(JobError::Mismatch { .. })), "not handed out");
        assert_eq!(split.next_job(), None, "a broken split hands out nothing more");

        let mut split = self::split();
        let first = split.next_job().unwrap();
        split.take(reply(first.strain)).unwrap();
        assert!(split.take(reply(first.strain)).is_err(), "the same row twice");

        let mut split = self::split();
        let first = split.next_job().unwrap();
        let bad = StrainReply { strain: first.strain, row: BySeat::new([14, 0, 0, 0]), ms: 1.0 };
        assert!(split.take(bad).is_err(), "more than 13 tricks");

        let mut split = self::split();
        split.next_job().unwrap();
        split.fail();
        assert_eq!(split.next_job(), None);
        assert_eq!(split.finish(), None);
    }
}

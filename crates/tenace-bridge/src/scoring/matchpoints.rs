//! Matchpoints (Law 78A): a pair's result on a board is ranked against every
//! other result in the same direction, 2 for each one beaten and 1 for each tie.

use serde::Serialize;

/// Matchpoints earned on one board, out of a top.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Matchpoints {
    pub awarded: u32,
    /// Twice the number of other results: what beating them all earns.
    pub top: u32,
}

impl Matchpoints {
    /// The share of the top, 0–100. A lone result has nothing to be compared
    /// with and gets an average, 50%.
    pub fn percentage(self) -> f64 {
        if self.top == 0 {
            50.0
        } else {
            100.0 * f64::from(self.awarded) / f64::from(self.top)
        }
    }
}

/// Matchpoints for `score` against the `others` on the board (all from the
/// same direction's point of view).
pub fn matchpoints(score: i32, others: &[i32]) -> Matchpoints {
    let awarded = others
        .iter()
        .map(|&other| match score.cmp(&other) {
            std::cmp::Ordering::Greater => 2,
            std::cmp::Ordering::Equal => 1,
            std::cmp::Ordering::Less => 0,
        })
        .sum();
    let top = u32::try_from(others.len()).unwrap_or(u32::MAX / 2).saturating_mul(2);
    Matchpoints { awarded, top }
}

/// Matchpoints for every result of a board, in the order given.
pub fn matchpoint_board(scores: &[i32]) -> Vec<Matchpoints> {
    (0..scores.len())
        .map(|i| {
            let others: Vec<i32> = scores.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, s)| *s).collect();
            matchpoints(scores[i], &others)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_per_score_beaten_one_per_tie() {
        let mp = matchpoints(420, &[400, 420, 450, -50]);
        // Beats 400 and -50, ties 420, loses to 450.
        assert_eq!(mp, Matchpoints { awarded: 5, top: 8 });
        assert!((mp.percentage() - 62.5).abs() < 1e-9);
    }

    #[test]
    fn a_board_shares_out_all_its_matchpoints() {
        let board = [620, 170, 620, -100, 650];
        let mps = matchpoint_board(&board);
        assert_eq!(mps.iter().map(|m| m.awarded).collect::<Vec<_>>(), [5, 2, 5, 0, 8]);
        assert!(mps.iter().all(|m| m.top == 8));
        // n results share n × (n − 1) matchpoints.
        assert_eq!(mps.iter().map(|m| m.awarded).sum::<u32>(), 20);
        assert_eq!(mps[4].percentage(), 100.0);
        assert_eq!(mps[3].percentage(), 0.0);
    }

    #[test]
    fn a_lone_result_is_average() {
        assert_eq!(matchpoints(100, &[]), Matchpoints { awarded: 0, top: 0 });
        assert_eq!(matchpoints(100, &[]).percentage(), 50.0);
    }
}

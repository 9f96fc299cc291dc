//! International Match Points (Law 78B): a team's gain on a board, on a scale
//! that grows slower than the points so that one swing cannot decide a match.

/// The lowest difference worth 1, 2, … 24 IMPs (Law 78B).
pub const IMP_BANDS: [u32; 24] = [
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000,
    3500, 4000,
];

/// IMPs for a signed score difference: positive differences give positive
/// IMPs, negative ones negative.
///
/// Law 77 scores are multiples of 10, so differences fall inside the table's
/// bands (0–10, 20–40, …); any other difference gets the band whose lower
/// edge it has reached.
pub fn imps(difference: i32) -> i32 {
    let size = difference.unsigned_abs();
    let imps = IMP_BANDS.iter().take_while(|&&edge| size >= edge).count();
    let imps = i32::try_from(imps).unwrap_or(24);
    if difference < 0 {
        -imps
    } else {
        imps
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Law 78B's table as printed: (lowest, highest, IMPs).
    const TABLE: [(i32, i32, i32); 25] = [
        (0, 10, 0),
        (20, 40, 1),
        (50, 80, 2),
        (90, 120, 3),
        (130, 160, 4),
        (170, 210, 5),
        (220, 260, 6),
        (270, 310, 7),
        (320, 360, 8),
        (370, 420, 9),
        (430, 490, 10),
        (500, 590, 11),
        (600, 740, 12),
        (750, 890, 13),
        (900, 1090, 14),
        (1100, 1290, 15),
        (1300, 1490, 16),
        (1500, 1740, 17),
        (1750, 1990, 18),
        (2000, 2240, 19),
        (2250, 2490, 20),
        (2500, 2990, 21),
        (3000, 3490, 22),
        (3500, 3990, 23),
        (4000, 7600, 24),
    ];

    #[test]
    fn every_band_edge() {
        for (low, high, expected) in TABLE {
            for d in [low, high] {
                assert_eq!(imps(d), expected, "difference {d}");
                assert_eq!(imps(-d), -expected, "difference -{d}");
            }
        }
    }

    #[test]
    fn every_multiple_of_ten_is_in_its_band() {
        for d in (0..=8000).step_by(10) {
            let band = TABLE.iter().find(|(low, high, _)| (*low..=*high).contains(&d)).map_or(24, |b| b.2);
            assert_eq!(imps(d), band, "difference {d}");
        }
    }

    #[test]
    fn between_bands_takes_the_lower() {
        assert_eq!(imps(15), 0);
        assert_eq!(imps(45), 1);
        assert_eq!(imps(-4995), -24);
        assert_eq!(imps(i32::MIN), -24);
    }
}

//! Quick-trick cut-offs DDS found against Tenace's bound (`stats` feature):
//! reads lines `QT depth hand trump qtricks cutoff N E S W` (DDS suit order
//! S.H.D.C, trump 0-3 = S H D C, 4 = notrump) from a patched DDS build and
//! counts those the bound also finds; with a second argument, prints the misses.

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let text = std::fs::read_to_string(&args[1]).expect("a file of DDS cut-offs");
    let (mut n, mut ok) = (0, 0);
    for line in text.lines().filter(|l| l.starts_with("QT ")) {
        let f: Vec<&str> = line.split_whitespace().collect();
        let num = |i: usize| f[i].parse::<u32>().expect("a number");
        let (hand, trump, qt, cutoff) = (num(2) as usize, num(3) as usize, num(4), num(5));
        let mut hands = [0u64; 4];
        for (h, hand_text) in f[6..10].iter().enumerate() {
            for (i, suit) in hand_text.split('.').enumerate() {
                for c in suit.chars() {
                    let r = "0123456789TJQKA".find(c).expect("a rank");
                    hands[h] |= 1u64 << ((3 - i) * 16 + r);
                }
            }
        }
        let trump = (trump < 4).then(|| 3 - trump);
        n += 1;
        let found = match qt {
            0 => tenace_dd::later_tricks(&hands, hand, trump, 1).is_some(),
            _ => tenace_dd::quick_tricks(&hands, hand, trump, cutoff).is_some(),
        };
        if found {
            ok += 1;
        } else if args.len() > 2 {
            println!("miss: {line}");
        }
    }
    println!("{ok}/{n} found");
}

//! Exact fractions for the settlement (P81, R22): the only place where a
//! Preferans figure is not a whole number.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::{Add, Mul, Neg, Sub};
use std::str::FromStr;

/// A reduced fraction with a positive denominator.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ratio {
    num: i64,
    den: i64,
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.max(1) as i64
}

impl Ratio {
    pub const ZERO: Ratio = Ratio { num: 0, den: 1 };

    /// `num/den`, reduced; `None` for a zero denominator.
    pub fn new(num: i64, den: i64) -> Option<Ratio> {
        if den == 0 {
            return None;
        }
        let g = gcd(num, den);
        let sign = if den < 0 { -1 } else { 1 };
        Some(Ratio { num: sign * num / g, den: sign * den / g })
    }

    pub const fn int(n: i64) -> Ratio {
        Ratio { num: n, den: 1 }
    }

    pub fn numer(self) -> i64 {
        self.num
    }

    pub fn denom(self) -> i64 {
        self.den
    }

    pub fn is_integer(self) -> bool {
        self.den == 1
    }

    /// Rounded half away from zero, as the UI shows it (P81).
    pub fn round(self) -> i64 {
        let twice = 2 * self.num.abs() + self.den;
        let r = twice / (2 * self.den);
        if self.num < 0 {
            -r
        } else {
            r
        }
    }

    /// As a JSON value: a number when whole, else `"-130/3"` (Appendix A).
    pub fn to_json(self) -> serde_json::Value {
        if self.is_integer() {
            serde_json::Value::from(self.num)
        } else {
            serde_json::Value::from(self.to_string())
        }
    }
}

impl fmt::Display for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

impl FromStr for Ratio {
    type Err = String;
    fn from_str(s: &str) -> Result<Ratio, String> {
        let bad = || format!("“{s}” is not a whole number or a fraction like -130/3");
        let (n, d) = match s.trim().split_once('/') {
            Some((n, d)) => (n.trim().parse::<i64>().map_err(|_| bad())?, d.trim().parse::<i64>().map_err(|_| bad())?),
            None => (s.trim().parse::<i64>().map_err(|_| bad())?, 1),
        };
        Ratio::new(n, d).ok_or_else(bad)
    }
}

impl Serialize for Ratio {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.to_json().serialize(s)
    }
}

impl<'de> Deserialize<'de> for Ratio {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Ratio, D::Error> {
        match serde_json::Value::deserialize(d)? {
            serde_json::Value::Number(n) => {
                n.as_i64().map(Ratio::int).ok_or_else(|| serde::de::Error::custom(format!("{n} is not a whole number")))
            }
            serde_json::Value::String(s) => s.parse().map_err(serde::de::Error::custom),
            other => Err(serde::de::Error::custom(format!("{other} is not a number"))),
        }
    }
}

impl Add for Ratio {
    type Output = Ratio;
    fn add(self, o: Ratio) -> Ratio {
        let g = gcd(self.den, o.den);
        let den = self.den / g * o.den;
        Ratio::new(self.num * (den / self.den) + o.num * (den / o.den), den).unwrap_or(Ratio::ZERO)
    }
}

impl Sub for Ratio {
    type Output = Ratio;
    fn sub(self, o: Ratio) -> Ratio {
        self + (-o)
    }
}

impl Neg for Ratio {
    type Output = Ratio;
    fn neg(self) -> Ratio {
        Ratio { num: -self.num, den: self.den }
    }
}

impl Mul for Ratio {
    type Output = Ratio;
    fn mul(self, o: Ratio) -> Ratio {
        let g1 = gcd(self.num, o.den);
        let g2 = gcd(o.num, self.den);
        Ratio::new((self.num / g1) * (o.num / g2), (self.den / g2) * (o.den / g1)).unwrap_or(Ratio::ZERO)
    }
}

impl From<i64> for Ratio {
    fn from(n: i64) -> Ratio {
        Ratio::int(n)
    }
}

impl std::iter::Sum for Ratio {
    fn sum<I: Iterator<Item = Ratio>>(iter: I) -> Ratio {
        iter.fold(Ratio::ZERO, |a, b| a + b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_and_text() {
        let third = Ratio::new(1, 3).unwrap();
        assert_eq!(third + third + third, Ratio::int(1));
        assert_eq!(Ratio::new(-130, 3).unwrap().to_string(), "-130/3");
        assert_eq!(Ratio::new(4, -6).unwrap(), Ratio::new(-2, 3).unwrap());
        assert_eq!("-130/3".parse::<Ratio>(), Ok(Ratio::new(-130, 3).unwrap()));
        assert!("1/0".parse::<Ratio>().is_err());
        assert_eq!(Ratio::int(-75) * Ratio::new(1, 2).unwrap(), Ratio::new(-75, 2).unwrap());
        assert_eq!(Ratio::new(-75, 2).unwrap().round(), -38, "half away from zero");
        assert_eq!(Ratio::new(89, 2).unwrap().round(), 45);
        assert_eq!(Ratio::new(-130, 3).unwrap().round(), -43);
        assert_eq!(Ratio::new(3, 2).unwrap() * Ratio::new(2, 3).unwrap(), Ratio::int(1));
        assert_eq!(serde_json::to_string(&Ratio::new(7, 2).unwrap()).unwrap(), "\"7/2\"");
        assert_eq!(serde_json::to_string(&Ratio::int(54)).unwrap(), "54");
    }
}

//! `/gin new clock:`: a turn clock written as a number and a unit (`30s`,
//! `5m`, `2h`, `1d`), from 5 seconds to 7 days, for slow games played over
//! hours or days (issue 42). `turn_seconds` still works.

use std::ops::RangeInclusive;

/// The turn clocks a table may have, in milliseconds.
pub const CLOCK_MS: RangeInclusive<u64> = 5_000..=7 * 24 * 3_600_000;

/// The clock `text` names, in milliseconds (None: not a number with one
/// of the units s, m, h, d, or outside [`CLOCK_MS`]).
pub fn parse_clock(text: &str) -> Option<u64> {
    let text = text.trim().to_ascii_lowercase();
    let unit_at = text.find(|c: char| !c.is_ascii_digit())?;
    let (number, unit) = text.split_at(unit_at);
    let n: u64 = number.parse().ok()?;
    let unit_ms = match unit.trim() {
        "s" => 1_000,
        "m" => 60_000,
        "h" => 3_600_000,
        "d" => 86_400_000,
        _ => return None,
    };
    let ms = n.checked_mul(unit_ms)?;
    CLOCK_MS.contains(&ms).then_some(ms)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_from_seconds_to_seven_days() {
        assert_eq!(parse_clock("30s"), Some(30_000));
        assert_eq!(parse_clock("5m"), Some(300_000));
        assert_eq!(parse_clock(" 2H "), Some(7_200_000));
        assert_eq!(parse_clock("1d"), Some(86_400_000));
        assert_eq!(parse_clock("7d"), Some(604_800_000));
        assert_eq!(parse_clock("5s"), Some(5_000));
        for bad in [
            "8d",
            "4s",
            "0m",
            "1w",
            "d",
            "",
            "1.5h",
            "-1d",
            "1 d x",
            "99999999999999999999d",
        ] {
            assert_eq!(parse_clock(bad), None, "{bad:?}");
        }
    }
}

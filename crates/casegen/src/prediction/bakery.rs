//! `bakery-hourly-demand`: units sold per product and opening hour, four weeks of
//! history, one week to forecast. Keys are text (`2026-03-01 08:00`, `croissant`); the
//! cost is the MAE plus half the mean shortfall in busy hours (running out costs more
//! than baking too much); the score is the reference's cost over yours.

use serde_json::json;

use super::{csv, mean, rejected, rule, valid, Example, Spec};
use crate::out::fixed;
use crate::rng::Rng;

pub const ID: &str = "bakery-hourly-demand";
const SEED: u64 = 0xBA4E_2026_0301;
const HISTORY_DAYS: usize = 28;
const TEST_DAYS: usize = 7;
/// Opening hours: 07:00 to 18:00, one slot per hour.
const HOURS: std::ops::RangeInclusive<usize> = 7..=18;
/// A busy hour sells more than this (the shortfall term's threshold).
const BUSY: f64 = 25.0;
const RAIN_FACTOR: f64 = 0.7;

/// Product, base units per hour, hourly profile 07:00..18:00.
const PRODUCTS: [(&str, f64, [f64; 12]); 4] = [
    ("croissant", 30.0, [1.6, 1.9, 1.5, 1.0, 0.6, 0.5, 0.4, 0.4, 0.5, 0.5, 0.4, 0.3]),
    ("sourdough", 14.0, [0.6, 0.8, 0.9, 1.0, 1.1, 1.0, 0.8, 0.8, 0.9, 1.3, 1.6, 1.4]),
    ("baguette", 22.0, [0.4, 0.6, 0.7, 0.9, 1.6, 1.8, 1.2, 0.7, 0.7, 1.0, 1.5, 1.2]),
    ("cinnamon_bun", 18.0, [0.0, 0.0, 0.0, 0.8, 1.0, 1.1, 1.0, 1.4, 1.6, 1.3, 0.8, 0.5]),
];
/// Sunday first (2026-02-01 is a Sunday).
const WEEKDAY: [f64; 7] = [1.25, 0.8, 0.85, 0.9, 0.95, 1.1, 1.45];

/// `2026-02-01` + `day` days, as text.
fn date(day: usize) -> String {
    if day < 28 {
        format!("2026-02-{:02}", day + 1)
    } else {
        format!("2026-03-{:02}", day - 27)
    }
}

/// One (hour, product) slot.
#[derive(Debug, Clone)]
pub struct Slot {
    pub day: usize,
    pub hour: usize,
    pub product: usize,
    pub rain: bool,
    pub units: f64,
}

impl Slot {
    fn key(&self) -> String {
        format!("{} {:02}:00", date(self.day), self.hour)
    }
}

/// The mean demand of a slot.
fn expected(day: usize, hour: usize, product: usize, rain: bool) -> f64 {
    let (_, base, profile) = PRODUCTS[product];
    base * profile[hour - 7] * WEEKDAY[day % 7] * if rain { RAIN_FACTOR } else { 1.0 }
}

/// History (28 days) and the week to forecast.
pub fn slots() -> (Vec<Slot>, Vec<Slot>) {
    let mut rng = Rng::new(SEED);
    let mut all = Vec::new();
    for day in 0..HISTORY_DAYS + TEST_DAYS {
        let rain = rng.chance(0.3);
        for hour in HOURS {
            for product in 0..PRODUCTS.len() {
                let mu = expected(day, hour, product, rain);
                // Poisson-like counts: a normal with the mean's spread, rounded, never negative.
                let units = if mu == 0.0 { 0.0 } else { (mu + libm::sqrt(mu) * rng.normal()).round().max(0.0) };
                all.push(Slot { day, hour, product, rain, units });
            }
        }
    }
    let test = all.split_off(HISTORY_DAYS * HOURS.count() * PRODUCTS.len());
    (all, test)
}

fn predictions(test: &[Slot], skip: impl Fn(&Slot) -> bool, value: impl Fn(&Slot) -> String) -> String {
    csv(&["hour", "product", "units"], test.iter().filter(|s| !skip(s)).map(|s| vec![s.key(), PRODUCTS[s.product].0.to_string(), value(s)]))
}

/// The case.
pub fn spec() -> Spec {
    let (history, test) = slots();
    let rain_text = |r: bool| if r { "yes" } else { "no" }.to_string();
    let train = csv(
        &["hour", "product", "rain", "units_sold"],
        history.iter().map(|s| vec![s.key(), PRODUCTS[s.product].0.into(), rain_text(s.rain), fixed(s.units, 0)]),
    );
    let to_forecast =
        csv(&["hour", "product", "rain_forecast"], test.iter().map(|s| vec![s.key(), PRODUCTS[s.product].0.into(), rain_text(s.rain)]));
    let truth =
        csv(&["hour", "product", "units_sold"], test.iter().map(|s| vec![s.key(), PRODUCTS[s.product].0.into(), fixed(s.units, 0)]));

    // The models, all fitted on the history only.
    let of = |f: &dyn Fn(&Slot) -> bool| mean(&history.iter().filter(|s| f(s)).map(|s| s.units).collect::<Vec<_>>());
    let flat: Vec<f64> = (0..PRODUCTS.len()).map(|p| of(&|s: &Slot| s.product == p)).collect();
    let cell = |s: &Slot| of(&|h: &Slot| h.product == s.product && h.hour == s.hour && h.day % 7 == s.day % 7);
    // Rain: the ratio of rainy-day to dry-day sales, per product, over the history.
    let rain_ratio: Vec<f64> =
        (0..PRODUCTS.len()).map(|p| of(&|s: &Slot| s.product == p && s.rain) / of(&|s: &Slot| s.product == p && !s.rain)).collect();
    let share_rain = history.iter().filter(|s| s.rain).count() as f64 / history.len() as f64;
    let rain_adjusted = |s: &Slot| {
        // The weekday-hour mean mixes rainy and dry days: back to a dry mean, then the forecast.
        let dry = cell(s) / (1.0 - share_rain + share_rain * rain_ratio[s.product]);
        dry * if s.rain { rain_ratio[s.product] } else { 1.0 }
    };
    let last_week = |s: &Slot| {
        history.iter().rev().find(|h| h.product == s.product && h.hour == s.hour && h.day % 7 == s.day % 7).map_or(0.0, |h| h.units)
    };
    let not_baked = |s: &Slot| PRODUCTS[s.product].2[s.hour - 7] == 0.0;
    let one = |x: f64| fixed(x, 1);

    let examples = vec![
        Example {
            file: "submissions/1-blank-when-not-baked.csv",
            title: "Blank cells for the hours nothing is baked",
            teaches: "The reference model, but the cinnamon-bun slots before 10:00 are left empty: an empty cell is not a number. Write 0 for a product that is not on sale.",
            csv: predictions(&test, |_| false, |s| if not_baked(s) { String::new() } else { one(cell(s)) }),
            expect: rejected("not_a_number"),
        },
        Example {
            file: "submissions/2-no-early-cinnamon.csv",
            title: "Rows left out for the hours nothing is baked",
            teaches: "The same model without the rows of the cinnamon-bun slots before 10:00. Every (hour, product) of to_forecast.csv needs its row.",
            csv: predictions(&test, not_baked, |s| one(cell(s))),
            expect: rejected("wrong_rows"),
        },
        Example {
            file: "submissions/3-flat-daily-average.csv",
            title: "One number per product",
            teaches: "Each product's average hourly sales, the same for every hour and day. Valid, but the morning rush and the empty evenings are both missed.",
            csv: predictions(&test, |_| false, |s| one(flat[s.product])),
            expect: valid(1, "valid, poor"),
        },
        Example {
            file: "submissions/4-same-hour-last-week.csv",
            title: "Same hour last week",
            teaches: "The seasonal naive forecast: what sold at the same hour seven days earlier. It has the shape of the day and the week, and all of last week's noise.",
            csv: predictions(&test, |_| false, |s| fixed(last_week(s), 0)),
            expect: valid(2, "baseline"),
        },
        Example {
            file: "submissions/5-weekday-hour-means.csv",
            title: "Weekday-by-hour averages (the reference)",
            teaches: "The average of the four past same weekdays at the same hour: most of the noise averages out. It defines the reference cost: score 1.0.",
            csv: predictions(&test, |_| false, |s| one(cell(s))),
            expect: valid(3, "reference"),
        },
        Example {
            file: "submissions/6-rain-adjusted.csv",
            title: "Weekday-by-hour averages with the rain forecast",
            teaches: "The same averages turned into dry-day averages, then multiplied by each product's rainy/dry sales ratio on the days the forecast says rain. Close to the best any model can do: what is left is the counts' own noise.",
            csv: predictions(&test, |_| false, |s| one(rain_adjusted(s))),
            expect: valid(4, "near-perfect"),
        },
    ];

    let keys = json!(["hour", "product"]);
    let params = json!({
        "submission": {"file": "predictions.csv", "engine": "pandas", "encoding": "utf-8-sig", "read_error": "fatal"},
        "truth": {"file": "truth.csv", "engine": "pandas", "encoding": "utf-8-sig"},
        "required_columns": {"columns": ["hour", "product", "units"], "category": "missing_column"},
        "server": super::english_server_texts(),
        "checks": [
            {"step": "to_str", "columns": keys, "frame": "both", "strip": true},
            {"step": "require_unique", "columns": keys, "category": "duplicate_row",
             "message": {"text": "(hour, product) repeated on {n} rows: {keys}", "keys": {"format": "{0} {1}", "limit": 10}}},
            {"step": "all_of", "category": "wrong_rows", "limit": 2, "steps": [
                {"step": "require_covers_truth", "columns": keys,
                 "message": {"text": "{n} (hour, product) to forecast are missing: {keys}", "keys": {"format": "{0} {1}", "limit": 10}}},
                {"step": "require_no_extra", "columns": keys,
                 "message": {"text": "{n} (hour, product) are not to forecast: {keys}", "keys": {"format": "{0} {1}", "limit": 10}}}
            ]},
            {"step": "to_numeric", "columns": ["units"]},
            {"step": "require_not_null", "columns": ["units"], "category": "not_a_number",
             "message": {"text": "{column} is empty or not a number on {n} rows: {keys}", "keys": {"format": "{0} {1}", "limit": 10}}},
            {"step": "require_each", "columns": ["units"], "reject_if": [{"op": "<", "value": 0.0}], "category": "negative_units",
             "message": {"text": "{column} is negative on {n} rows: {keys}", "keys": {"format": "{0} {1}", "limit": 10}}}
        ],
        "join": {"keys": keys},
        "targets": [{"name": "units", "truth": "units_sold", "pred": "units"}],
        "score": {
            "terms": [
                {"metric": "mae", "weight": 1.0},
                {"metric": "under_forecast_above", "threshold": BUSY, "weight": 0.5}
            ],
            "clamp_min": 0.0,
            "combine": "single"
        },
        "mapping": {"lower_is_better": {"form": "reference_over_value", "guard": {"if": "value_gt", "than": 0.0, "else": {"value": 1000000.0, "guard": {"if": "ref_gt", "than": 0.0, "else": 1.0}}}}},
        "reference": {"value": 0.0, "direction": "lower_is_better"},
        "report": [
            {"field": "cost", "source": "objective", "round": 4},
            {"field": "reference_value", "source": "reference"},
            {"field": "units_mae", "source": {"metric": "mae_pandas"}, "round": 4},
            {"field": "units_rmse", "source": {"metric": "rmse"}, "round": 4},
            {"field": "slots_scored", "source": {"metric": "rows"}},
            {"field": "busy_slots", "source": {"metric": "rows_truth_above", "threshold": BUSY}},
            {"field": "short_in_busy_hours", "source": {"metric": "under_forecast_above", "threshold": BUSY}, "round": 4},
            {"field": "slots_with_no_sale", "source": {"count_truth_eq": 0.0}},
            {"field": "products", "source": {"truth_nunique": "product"}},
            {"field": "slots", "source": "truth_rows"}
        ],
        "on_exception": {"reset_validity": true}
    });

    let rules = vec![
        rule(
            "Every slot of every product",
            "One row per (hour, product) of to_forecast.csv, including the hours a product is not on sale (write 0); no row twice, none extra. Keys are compared as text (spaces around them are ignored).",
            "A missing, extra or repeated row is rejected: score 0.",
        ),
        rule("Units are numbers, never negative", "`units` is a number >= 0 in every row; decimals are fine.", "An empty cell, text or a negative number is rejected: score 0."),
        rule(
            "Running out costs more",
            "The cost is the mean absolute error plus half the mean shortfall (truth − forecast, when positive) over the busy hours, those that really sold more than 25 units.",
            "A forecast that is right on average but short in the rush is charged twice there: once in the error, again (half as much) for the shortfall.",
        ),
        rule("Rain matters", "Rainy days sell less; to_forecast.csv carries the rain forecast, the history the rain that fell.", "Ignoring it leaves accuracy on the table, not points off."),
        rule("Relative score", "Score = the reference's cost / yours: 1.0 matches the reference, above 1 beats it.", "-"),
    ];

    let instruction = format!(
        "\
# How many of each should we bake?

We run one bakery and throw away too much in the evening, yet the croissants are gone
by nine on Saturdays. We would like an hourly forecast for next week so the ovens can
be planned.

`train.csv` has the last four weeks: for every opening hour (07:00 to 18:00), each of
our {n} products, whether it rained that day, and the units we sold. `to_forecast.csv`
lists the hours and products of next week ({first} to {last}) with the weather
service's rain forecast.

Please send `predictions.csv`:

```csv
hour,product,units
{first} 07:00,croissant,41.5
```

Being short in the morning rush hurts us more than a few loaves left over.
",
        n = PRODUCTS.len(),
        first = date(HISTORY_DAYS),
        last = date(HISTORY_DAYS + TEST_DAYS - 1)
    );

    Spec {
        id: ID,
        title: "Bakery: units per product and hour, next week",
        summary: format!(
            "One bakery, {} products, {} opening hours a day: four weeks of hourly sales (and the rain) to learn from, next week to forecast. The cost is the MAE plus half the shortfall in busy hours; the score is the reference's cost over yours.",
            PRODUCTS.len(),
            HOURS.count()
        ),
        params,
        data: vec![("train", "train.csv", train), ("test", "to_forecast.csv", to_forecast), ("truth", "truth.csv", truth)],
        instruction,
        rules,
        examples,
        reference: 4,
        how: "Weekday-by-hour averages over the four weeks of train.csv (casegen).",
    }
}

//! `shop-returns-rate`: next quarter's return rate (percent of orders) of every store
//! and sales channel of a fashion chain. Range and channel checks; an empty cell is
//! scored as a 0 % rate; the predictions' rows are scored in the file's order; the
//! score is 1 / (1 + MAE) over the reference's.

use serde_json::json;

use super::{csv, mean, rejected, rule, valid, Example, Spec};
use crate::out::fixed;
use crate::rng::Rng;

pub const ID: &str = "shop-returns-rate";
const SEED: u64 = 0x2E7_0245_2026;
const STORES: u32 = 36;
const CHANNELS: [(&str, f64); 2] = [("store", 6.0), ("web", 18.0)];
/// 2025-Q1..Q4 and the quarter to predict, 2026-Q1.
const QUARTERS: [(&str, f64); 5] = [("2025-Q1", 1.18), ("2025-Q2", 0.95), ("2025-Q3", 0.9), ("2025-Q4", 1.0), ("2026-Q1", 1.18)];

/// One store-channel-quarter.
#[derive(Debug, Clone)]
pub struct Row {
    pub store: u32,
    pub channel: usize,
    pub quarter: usize,
    pub orders: u32,
    pub pct: f64,
}

/// Every store-channel's four past quarters, and the quarter to predict.
pub fn rows() -> (Vec<Row>, Vec<Row>) {
    let mut rng = Rng::new(SEED);
    let (mut history, mut next) = (Vec::new(), Vec::new());
    for store in 101..101 + STORES {
        let effect = libm::exp(0.3 * rng.normal());
        for (channel, &(_, base)) in CHANNELS.iter().enumerate() {
            let size = libm::exp(libm::log(if channel == 0 { 2500.0 } else { 1200.0 }) + 0.5 * rng.normal());
            for (quarter, &(_, season)) in QUARTERS.iter().enumerate() {
                let rate = base * effect * season;
                let orders = (size * rng.uniform(0.85, 1.15)).round().max(50.0) as u32;
                // Binomial noise of the observed rate (normal approximation).
                let p = (rate / 100.0).min(0.9);
                let sd = libm::sqrt(p * (1.0 - p) / f64::from(orders));
                let pct = ((p + sd * rng.normal()).max(0.001) * 10_000.0).round() / 100.0;
                let row = Row { store, channel, quarter, orders, pct };
                if quarter < 4 {
                    history.push(row);
                } else {
                    next.push(row);
                }
            }
        }
    }
    (history, next)
}

fn predictions(next: &[Row], channel: impl Fn(&Row) -> String, value: impl Fn(&Row) -> String) -> String {
    csv(&["store_id", "channel", "return_pct"], next.iter().map(|r| vec![r.store.to_string(), channel(r), value(r)]))
}

/// The case.
pub fn spec() -> Spec {
    let (history, next) = rows();
    let name = |r: &Row| CHANNELS[r.channel].0.to_string();
    let train = csv(
        &["store_id", "channel", "quarter", "orders", "return_pct"],
        history.iter().map(|r| vec![r.store.to_string(), name(r), QUARTERS[r.quarter].0.into(), r.orders.to_string(), fixed(r.pct, 2)]),
    );
    let to_predict =
        csv(&["store_id", "channel", "quarter"], next.iter().map(|r| vec![r.store.to_string(), name(r), QUARTERS[4].0.into()]));
    let truth = csv(&["store_id", "channel", "return_pct"], next.iter().map(|r| vec![r.store.to_string(), name(r), fixed(r.pct, 2)]));

    // The models, on the four past quarters.
    let of = |f: &dyn Fn(&Row) -> bool| mean(&history.iter().filter(|r| f(r)).map(|r| r.pct).collect::<Vec<_>>());
    let chain: Vec<f64> = (0..CHANNELS.len()).map(|c| of(&|r: &Row| r.channel == c)).collect();
    let own = |r: &Row| of(&|h: &Row| h.store == r.store && h.channel == r.channel);
    // Last year's same quarter against the year, per channel, over the whole chain.
    let season: Vec<f64> = (0..CHANNELS.len()).map(|c| of(&|r: &Row| r.channel == c && r.quarter == 0) / chain[c]).collect();
    let two = |x: f64| fixed(x, 2);
    let unsure = |r: &Row| r.store.is_multiple_of(9);

    let examples = vec![
        Example {
            file: "submissions/1-per-thousand-orders.csv",
            title: "Returns per thousand orders",
            teaches: "Each store's own average written per 1,000 orders instead of per 100. A rate above 100 % is impossible: rejected.",
            csv: predictions(&next, name, |r| two(own(r) * 10.0)),
            expect: rejected("not_a_rate"),
        },
        Example {
            file: "submissions/2-online-not-web.csv",
            title: "`online` instead of `web`",
            teaches: "The store averages with the channel spelled `online`. Channels are `store` and `web`, exactly: rejected.",
            csv: predictions(&next, |r| if r.channel == 1 { "online".into() } else { name(r) }, |r| two(own(r))),
            expect: rejected("unknown_channel"),
        },
        Example {
            file: "submissions/3-fractions.csv",
            title: "Fractions instead of percentages",
            teaches: "Each store's own average as a fraction (0.12 for 12 %). It passes the range check, and is wrong by the whole rate on every row.",
            csv: predictions(&next, name, |r| fixed(own(r) / 100.0, 4)),
            expect: valid(1, "valid, poor"),
        },
        Example {
            file: "submissions/4-chain-average.csv",
            title: "The chain's average per channel",
            teaches: "One rate for all stores of a channel: web returns three times as much as the shops, the stores still differ.",
            csv: predictions(&next, name, |r| two(chain[r.channel])),
            expect: valid(2, "baseline"),
        },
        Example {
            file: "submissions/5-blank-where-unsure.csv",
            title: "Blank cells where unsure",
            teaches: "Each store's own average, with the cells of four stores left empty. Empty cells are valid here and scored as a 0 % rate: each costs its whole truth.",
            csv: predictions(&next, name, |r| if unsure(r) { String::new() } else { two(own(r)) }),
            expect: valid(2, "blanks scored as 0 %"),
        },
        Example {
            file: "submissions/6-store-averages.csv",
            title: "Each store's own average (the reference)",
            teaches: "Each store-channel's average over the four past quarters. It defines the reference: score 1.0.",
            csv: predictions(&next, name, |r| two(own(r))),
            expect: valid(3, "reference"),
        },
        Example {
            file: "submissions/7-first-quarter-season.csv",
            title: "Store averages with the first-quarter season",
            teaches: "The store averages times how much the chain's first quarter returned above its year (the January returns). Near the noise of a quarter's orders.",
            csv: predictions(&next, name, |r| two(own(r) * season[r.channel])),
            expect: valid(4, "near-perfect"),
        },
    ];

    let keys = json!(["store_id", "channel"]);
    let params = json!({
        "submission": {"file": "predictions.csv", "engine": "pandas", "encoding": "utf-8-sig", "read_error": "fatal"},
        "truth": {"file": "truth.csv", "engine": "pandas", "encoding": "utf-8-sig"},
        "required_columns": {"columns": ["store_id", "channel", "return_pct"], "category": "missing_column"},
        "server": super::english_server_texts(),
        "checks": [
            {"step": "to_numeric", "columns": ["store_id"]},
            {"step": "require_not_null", "columns": ["store_id"], "category": "bad_store",
             "message": "store_id is not a number on {n} rows"},
            {"step": "cast_int", "columns": ["store_id"], "frame": "both"},
            {"step": "to_str", "columns": ["channel"], "frame": "both", "strip": true},
            {"step": "require_in_set", "column": "channel", "values": ["store", "web"], "category": "unknown_channel",
             "message": {"text": "{column} is neither store nor web on {n} rows: {keys}", "keys": {"format": "{0}/{1}", "limit": 10}}},
            {"step": "to_numeric", "columns": ["return_pct"]},
            {"step": "require_within", "column": "return_pct", "lo": 0.0, "hi": 100.0, "tol": 0.0, "category": "not_a_rate",
             "message": "{n} return_pct outside 0-100 (min {min:.4f}, max {max:.4f})"},
            {"step": "require_covers_truth", "columns": keys, "category": "missing_row",
             "message": {"text": "{n} (store_id, channel) are missing: {keys}", "keys": {"format": "{0}/{1}", "limit": 10}}}
        ],
        "join": {"keys": keys, "order": "predictions"},
        "targets": [{"name": "return_pct", "truth": "return_pct", "pred": "return_pct"}],
        "score": {"metric": "mae", "nan_to_zero": true, "combine": "single", "objective": "inverse_one_plus"},
        "mapping": {"higher_is_better": {"form": "value_over_reference", "guard": {"if": "ref_gt", "than": 0.0, "else": 0.0}}},
        "reference": {"value": 0.0, "direction": "higher_is_better"},
        "report": [
            {"field": "fit", "source": "objective", "round": 6},
            {"field": "mae_pct_points", "source": "combined", "round": 4},
            {"field": "reference_value", "source": "reference"},
            {"field": "mape_pct", "source": {"metric": "mape_pct"}, "round": 3},
            {"field": "ape_pct_mean", "source": {"metric": "ape_pct_mean"}, "round": 3},
            {"field": "rows_scored", "source": {"metric": "rows"}}
        ],
        "on_exception": {"reset_validity": true}
    });

    let rules = vec![
        rule(
            "Percent of orders, 0 to 100",
            "`return_pct` is the share of the quarter's orders returned, in percent: 12.5 means 12.5 %.",
            "Anything above 100 or below 0 is rejected: score 0. Fractions (0.125) pass and score poorly.",
        ),
        rule("Two channels, spelled exactly", "`channel` is `store` or `web` (spaces around are ignored).", "Any other spelling is rejected: score 0."),
        rule(
            "Every store-channel",
            "A row for every (store_id, channel) of to_predict.csv.",
            "A missing pair is rejected: score 0. Extra or repeated rows are not rejected: every row of your file whose store is known is scored.",
        ),
        rule("Empty is zero", "An empty or unreadable `return_pct` is scored as 0 %.", "Leaving a cell empty costs that store's whole rate."),
        rule(
            "Score",
            "fit = 1 / (1 + MAE in percentage points); score = your fit / the reference's.",
            "The score moves slowly: one percentage point of MAE is a big difference.",
        ),
    ];

    let instruction = format!(
        "\
# What share of next quarter's orders will come back?

We are a fashion chain with {STORES} stores, each selling in the shop and online. Returns
cost us handling and stock, and we plan the staff for them per store and channel.
`train.csv` has last year's four quarters: orders and the percentage returned, per
store and channel. `to_predict.csv` lists the store-channel pairs for the first quarter
of 2026.

Please send `predictions.csv`:

```csv
store_id,channel,return_pct
101,web,19.4
```
"
    );

    Spec {
        id: ID,
        title: "Returns: next quarter's return rate per store and channel",
        summary: format!(
            "{STORES} stores × 2 channels, four past quarters, the next quarter to predict, in percent of orders. Rates must be 0–100 and channels `store` or `web`; an empty cell counts as 0 %. fit = 1 / (1 + MAE); the score is your fit over the reference's."
        ),
        params,
        data: vec![("train", "train.csv", train), ("test", "to_predict.csv", to_predict), ("truth", "truth.csv", truth)],
        instruction,
        rules,
        examples,
        reference: 5,
        how: "Each store-channel's average return rate over the four quarters of train.csv (casegen).",
    }
}

//! The pack coach: for a load graded valid, its score's two numbers (ITEM_C boxes over the
//! reference's) and the room the container has left for more ITEM_C: by weight (the load
//! limit less the load) and by volume (the inner volume less the boxes'), each as a
//! count of ITEM_C boxes, the smaller of the two named as the limit; and the free room
//! beyond the load along each axis (the inner size less the farthest box end: a wall by
//! the door, a layer on top). Upper bounds, from the report alone: a box the room allows must still be
//! placed without overlap. The site's coach (site/src/kinds/pack/coach.rs) and
//! `fde-grade coach pack` both show it.

use std::fmt::Write;

use serde::Serialize;

use crate::float::{fixed, shortest};

use super::PackReport;

/// A valid load's score, and the room left for ITEM_C.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PackCoach {
    pub file: String,
    /// The report's `overall_score`: `item_c / reference`, rounded to 4.
    pub score: f64,
    pub item_c: usize,
    pub reference: f64,
    /// The load (kg) and the container's limit.
    pub weight: f64,
    pub max_weight: Option<f64>,
    /// The boxes' volume and the container's inner volume (m³).
    pub volume: f64,
    pub inner_volume: Option<f64>,
    /// At most this many more ITEM_C boxes by weight: ⌊(limit − load) / ITEM_C's weight⌋.
    pub more_by_weight: Option<u64>,
    /// At most this many more by volume: ⌊(inner − boxes) / ITEM_C's volume⌋.
    pub more_by_volume: Option<u64>,
    /// `"weight"` or `"volume"`: the smaller bound (`null` without both).
    pub limit: Option<&'static str>,
    /// The inner length, width and height less the farthest box end along each (m).
    pub free_length: Option<f64>,
    pub free_width: Option<f64>,
    pub free_height: Option<f64>,
}

/// The coach for `report`; `None` when the load is not valid (no count is scored).
pub fn coach(report: &PackReport) -> Option<PackCoach> {
    let (true, Some(item_c)) = (report.valid, report.sku3_count) else { return None };
    let c = &report.container;
    let weight = report.total_weight_kg.unwrap_or(0.0);
    // A valid load's boxes all have their six numbers (x, y, z, l, w, h).
    let volume: f64 = report.boxes.iter().filter(|b| b.at.len() == 6).map(|b| b.at[3] * b.at[4] * b.at[5]).sum();
    let inner_volume = match (c.length, c.width, c.height) {
        (Some(l), Some(w), Some(h)) => Some(l * w * h),
        _ => None,
    };
    let sku_c = report.skus.iter().find(|s| s.id == "ITEM_C");
    let fit = |room: f64, each: Option<f64>| match each {
        Some(e) if e > 0.0 && room.is_finite() => Some((room.max(0.0) / e).floor() as u64),
        _ => None,
    };
    let more_by_weight = c.max_weight.and_then(|m| fit(m - weight, sku_c.and_then(|s| s.weight)));
    let c_volume = sku_c.and_then(|s| Some(s.length? * s.width? * s.height?));
    let more_by_volume = inner_volume.and_then(|v| fit(v - volume, c_volume));
    let limit = match (more_by_weight, more_by_volume) {
        (Some(w), Some(v)) => Some(if w <= v { "weight" } else { "volume" }),
        _ => None,
    };
    let far = |axis: usize| report.boxes.iter().filter(|b| b.at.len() == 6).map(|b| b.at[axis] + b.at[axis + 3]).fold(0.0, f64::max);
    Some(PackCoach {
        file: report.file.clone(),
        score: report.overall_score,
        item_c,
        reference: report.baseline_cost,
        weight,
        max_weight: c.max_weight,
        volume,
        inner_volume,
        more_by_weight,
        more_by_volume,
        limit,
        free_length: c.length.map(|l| l - far(0)),
        free_width: c.width.map(|w| w - far(1)),
        free_height: c.height.map(|h| h - far(2)),
    })
}

impl PackCoach {
    /// `fde-grade coach pack --format table` in `lang`.
    pub fn table(&self, lang: i18n::Lang) -> String {
        let mut s = String::new();
        let opt = |x: Option<f64>, places: usize| x.map_or_else(|| "-".to_string(), |x| fixed(x, places));
        let count = |x: Option<u64>| x.map_or_else(|| "-".to_string(), |x| x.to_string());
        let head = i18n::format(
            lang,
            "cli-coach-pack-head",
            &[
                ("file", &self.file),
                ("score", &shortest(self.score)),
                ("item_c", &self.item_c.to_string()),
                ("reference", &shortest(self.reference)),
            ],
        );
        let _ = writeln!(s, "{head}");
        let weight = i18n::format(
            lang,
            "cli-coach-pack-weight",
            &[("weight", &fixed(self.weight, 1)), ("max", &opt(self.max_weight, 1)), ("more", &count(self.more_by_weight))],
        );
        let volume = i18n::format(
            lang,
            "cli-coach-pack-volume",
            &[("volume", &fixed(self.volume, 3)), ("inner", &opt(self.inner_volume, 3)), ("more", &count(self.more_by_volume))],
        );
        let _ = writeln!(s, "  {weight}");
        let _ = writeln!(s, "  {volume}");
        if let Some(limit) = self.limit {
            let key = if limit == "weight" { "cli-coach-pack-limit-weight" } else { "cli-coach-pack-limit-volume" };
            let _ = writeln!(s, "  {}", i18n::text(lang, key));
        }
        let door = i18n::format(
            lang,
            "cli-coach-pack-free",
            &[("length", &opt(self.free_length, 3)), ("width", &opt(self.free_width, 3)), ("height", &opt(self.free_height, 3))],
        );
        let _ = writeln!(s, "  {door}");
        s
    }
}

//! "What costs most" for a container load graded valid: its ITEM_C count against the
//! reference's, and the room left for more ITEM_C by weight and by volume (the smaller
//! bound marked as the limit), and the free room beyond the load along each side. The
//! kind's coach ([`grader::pack::coach`], also `fde-grade coach pack`) reads it from the
//! report; nothing is graded again.

use grader::case_grader::{CaseGrader, Report};
use leptos::prelude::*;

use crate::components::coach_kinds::coach_table;
use crate::format::{int, num, shortest};
use crate::state::Graded;
use crate::words::{n as local, t, tf};

/// The room left in `g`'s load (`None`: not a pack case, or not graded valid).
#[allow(irrefutable_let_patterns)] // one kind per build
pub fn view(case: &CaseGrader, g: &Graded) -> Option<AnyView> {
    let (CaseGrader::Pack(_), Report::Pack(r)) = (case, &*g.report) else { return None };
    let c = grader::pack::coach(r)?;
    let or_dash = |x: Option<f64>, places: usize| x.map_or_else(|| "–".to_string(), |x| local(num(x, places)));
    let terms = tf(
        "kinds-pack-terms",
        &[
            ("item_c", &int(c.item_c as i64)),
            ("reference", &local(shortest(c.reference))),
            ("length", &or_dash(c.free_length, 2)),
            ("width", &or_dash(c.free_width, 2)),
            ("height", &or_dash(c.free_height, 2)),
        ],
    );
    let rows = [
        ("weight", "kinds-pack-weight", c.weight, c.max_weight, c.more_by_weight, 1),
        ("volume", "kinds-pack-volume", c.volume, c.inner_volume, c.more_by_volume, 3),
    ];
    let body = rows
        .into_iter()
        .map(|(term, key, used, max, more, places)| {
            let limit = c.limit == Some(term);
            view! {
                <tr class="coach-room" class:limit=limit data-term=term data-used=shortest(used)
                    data-max=max.map(shortest) data-more=more.map(|m| m.to_string()) data-limit=limit.then_some("1")>
                    <td class="data">{t(key)}{limit.then(|| view! { " " <strong>{t("kinds-pack-limit")}</strong> })}</td>
                    <td class="num">{local(num(used, places))}</td>
                    <td class="num">{or_dash(max, places)}</td>
                    <td class="num">{more.map_or_else(|| "–".to_string(), |m| int(m as i64))}</td>
                </tr>
            }
        })
        .collect_view();
    let heads = ["kinds-pack-room", "kinds-pack-used", "kinds-pack-max", "kinds-pack-more"].map(t).to_vec();
    Some(view! { <p>{t("kinds-pack-lead")}</p> <p class="coach-terms">{terms}</p> {coach_table("room", heads, body)} }.into_any())
}

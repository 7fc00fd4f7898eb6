//! What the page shows while the worker grades something that takes longer than a moment
//! (issue 49: a file of a million rows takes seconds): a progress bar and the seconds so
//! far, after the first half second (a quick grading shows neither). The bar is
//! indeterminate: the worker grades a file in one call, with no steps to count.

use std::time::Duration;

use leptos::prelude::*;

use crate::format::int;
use crate::state::now_ms;
use crate::words::{t, tf};

/// Half a second: quicker than that, nothing is shown.
const MOMENT_MS: f64 = 500.0;

#[component]
pub fn Working() -> impl IntoView {
    let start = now_ms();
    let elapsed = RwSignal::new(0.0);
    // It ticks while it is shown; the page's grading state unmounts it when done.
    let handle = set_interval_with_handle(move || elapsed.set(now_ms() - start), Duration::from_millis(250)).ok();
    on_cleanup(move || {
        if let Some(h) = handle {
            h.clear();
        }
    });
    move || {
        let ms = elapsed.get();
        (ms >= MOMENT_MS).then(|| {
            view! {
                <span class="working">
                    " " <progress aria-label=t("working-progress")></progress>
                    " " {tf("working-seconds", &[("s", &int((ms / 1000.0) as i64))])}
                </span>
            }
        })
    }
}

//! Charts drawn at the width they are shown at (issue 20, phones): a chart's `viewBox` is
//! as wide as its box measures in CSS pixels (up to the chart's own widest layout), so
//! one user unit is one pixel and its 11–13 px text stays 11–13 px on a 390 px phone,
//! where the chart lays itself out again (narrower plot, labels moved) instead of
//! shrinking. On a wide screen the widest layout is used and scales up as before.
//!
//! One `ResizeObserver` for every chart box on the page; each box has a signal of its
//! measured width (`None` until measured: the widest layout is drawn first).

use std::cell::{Cell, RefCell};
use std::collections::HashMap;

use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// No chart lays itself out narrower than this (CSS px); a narrower box scales it down.
pub const NARROWEST: f64 = 280.0;

type Boxes = HashMap<u32, (web_sys::Element, RwSignal<Option<f64>>)>;

thread_local! {
    static BOXES: RefCell<Boxes> = RefCell::new(HashMap::new());
    static OBSERVER: RefCell<Option<web_sys::ResizeObserver>> = const { RefCell::new(None) };
    static NEXT: Cell<u32> = const { Cell::new(0) };
}

/// Measure every box; set the signals of those whose width changed (outside the
/// borrow: a new width redraws charts, which may register boxes).
fn measure_all() {
    let changed: Vec<(RwSignal<Option<f64>>, f64)> = BOXES.with(|b| {
        b.borrow()
            .values()
            .filter_map(|(el, sig)| {
                let w = el.client_width() as f64;
                (w > 0.0 && sig.try_get_untracked() != Some(Some(w))).then_some((*sig, w))
            })
            .collect()
    });
    for (sig, w) in changed {
        sig.try_set(Some(w));
    }
}

fn observe(el: &web_sys::Element) {
    OBSERVER.with(|o| {
        let mut o = o.borrow_mut();
        if o.is_none() {
            let cb = Closure::<dyn Fn()>::new(measure_all);
            *o = web_sys::ResizeObserver::new(cb.as_ref().unchecked_ref()).ok();
            cb.forget(); // one observer for the page's lifetime
        }
        if let Some(o) = o.as_ref() {
            o.observe(el);
        }
    });
}

/// The width to lay a chart out at: its box's measured width, between [`NARROWEST`] and
/// `widest` (the chart's own layout width), whole pixels. `node` is the box (a block as
/// wide as the chart may be: the chart's `<svg>` has `width: 100%`).
pub fn chart_width(node: NodeRef<leptos::html::Div>, widest: f64) -> Memo<f64> {
    let measured = RwSignal::new(None::<f64>);
    let id = NEXT.with(|n| {
        let id = n.get();
        n.set(id.wrapping_add(1));
        id
    });
    Effect::new(move |done: Option<bool>| {
        if done == Some(true) {
            return true;
        }
        let Some(el) = node.get() else { return false };
        let el: web_sys::Element = el.into();
        BOXES.with(|b| b.borrow_mut().insert(id, (el.clone(), measured)));
        observe(&el);
        measure_all();
        true
    });
    on_cleanup(move || {
        let gone = BOXES.with(|b| b.borrow_mut().remove(&id));
        if let Some((el, _)) = gone {
            OBSERVER.with(|o| {
                if let Some(o) = o.borrow().as_ref() {
                    o.unobserve(&el);
                }
            });
        }
    });
    Memo::new(move |_| match measured.get() {
        Some(w) if w < widest => w.floor().max(NARROWEST),
        _ => widest,
    })
}

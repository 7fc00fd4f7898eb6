//! Charts drawn at the width they are shown at (issue 20, phones): a chart's `viewBox` is
//! as wide as its box measures in CSS pixels (up to the chart's own widest layout), so
//! one user unit is one pixel and its 11–13 px text stays 11–13 px on a 390 px phone,
//! where the chart lays itself out again (narrower plot, labels moved) instead of
//! shrinking. On a wide screen the widest layout is used and scales up as before.
//!
//! One `ResizeObserver` for every chart box on the page; each box has a signal of the
//! width it is laid out at (the widest until measured).

use std::cell::{Cell, RefCell};

use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// No chart lays itself out narrower than this (CSS px); a narrower box scales it down.
pub const NARROWEST: usize = 280;

/// A chart box: its id, element, widest layout and the width it is laid out at.
/// (A `Vec` and a `usize` signal: no hash map or new signal type in the `.wasm`.)
struct ChartBox {
    id: u32,
    el: web_sys::Element,
    widest: usize,
    width: RwSignal<usize>,
}

thread_local! {
    static BOXES: RefCell<Vec<ChartBox>> = const { RefCell::new(Vec::new()) };
    static OBSERVER: RefCell<Option<web_sys::ResizeObserver>> = const { RefCell::new(None) };
    static NEXT: Cell<u32> = const { Cell::new(0) };
}

/// Measure every box; set the widths that changed (outside the borrow: a new width
/// redraws charts, which may register boxes).
fn measure_all() {
    let changed: Vec<(RwSignal<usize>, usize)> = BOXES.with(|b| {
        b.borrow()
            .iter()
            .filter_map(|x| {
                let w = x.el.client_width().max(0) as usize;
                let lay = if w == 0 { x.widest } else { w.min(x.widest).max(NARROWEST) };
                (x.width.try_get_untracked() != Some(lay)).then_some((x.width, lay))
            })
            .collect()
    });
    for (sig, w) in changed {
        sig.try_set(w);
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

/// The width (CSS px) to lay a chart out at: its box's measured width, between
/// [`NARROWEST`] and `widest` (the chart's own layout width); `widest` until measured.
/// `node` is the box (a block as wide as the chart may be: the chart's `<svg>` has
/// `width: 100%`).
pub fn chart_width(node: NodeRef<leptos::html::Div>, widest: usize) -> RwSignal<usize> {
    let width = RwSignal::new(widest);
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
        BOXES.with(|b| b.borrow_mut().push(ChartBox { id, el: el.clone(), widest, width }));
        observe(&el);
        measure_all();
        true
    });
    on_cleanup(move || {
        let gone = BOXES.with(|b| {
            let mut b = b.borrow_mut();
            b.iter().position(|x| x.id == id).map(|i| b.swap_remove(i).el)
        });
        if let Some(el) = gone {
            OBSERVER.with(|o| {
                if let Some(o) = o.borrow().as_ref() {
                    o.unobserve(&el);
                }
            });
        }
    });
    width
}

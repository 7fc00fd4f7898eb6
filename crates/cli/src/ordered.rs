//! Reports written in the order the files were given, by the graders themselves: the
//! grader that hands in the report due next writes it and every later one already
//! waiting, then flushes (so reports stream out as their turn comes; given stdout, whose
//! line buffer passes a text ending in a newline straight through, one `write` per
//! report and no copy). No writing
//! thread: a report costs no thread switch, only a lock. A grader does not start a file
//! `window` or more past the next report due, so one slow file holds back a bounded
//! number of reports in memory. Once a write fails (a closed stdout) every grader is
//! let through and told to stop.

use std::collections::BTreeMap;
use std::io::Write;
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};

use crate::kinds::Graded;

pub(crate) struct Ordered<W> {
    state: Mutex<State<W>>,
    /// Signalled when the next report due moves (or writing failed).
    moved: Condvar,
    window: usize,
    /// A newline after each report (JSON lines; a table ends its own).
    newline: bool,
}

struct State<W> {
    out: W,
    /// The file whose report is due next.
    next: usize,
    /// Reports handed in before their turn.
    pending: BTreeMap<usize, Graded>,
    /// Graders waiting for the window to move (no signal needed when none is).
    waiting: usize,
    /// The first write that failed: every later call says stop.
    failed: Option<std::io::Error>,
    refused: usize,
}

/// Writing stopped: the output failed (the error is [`Ordered::finish`]'s).
#[derive(Debug)]
pub(crate) struct Stopped;

impl<W: Write> Ordered<W> {
    pub fn new(out: W, window: usize, newline: bool) -> Self {
        let state = State { out, next: 0, pending: BTreeMap::new(), waiting: 0, failed: None, refused: 0 };
        Ordered { state: Mutex::new(state), moved: Condvar::new(), window: window.max(1), newline }
    }

    fn lock(&self) -> MutexGuard<'_, State<W>> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Wait until file `i` is fewer than `window` past the next report due. The file
    /// due next always passes, so the reports never all wait.
    pub fn wait_turn(&self, i: usize) -> Result<(), Stopped> {
        let mut st = self.lock();
        while st.failed.is_none() && i >= st.next.saturating_add(self.window) {
            st.waiting += 1;
            st = self.moved.wait(st).unwrap_or_else(PoisonError::into_inner);
            st.waiting -= 1;
        }
        if st.failed.is_some() {
            Err(Stopped)
        } else {
            Ok(())
        }
    }

    /// Hand in file `i`'s report. When it is due, write it and the waiting ones that
    /// follow it, then flush.
    pub fn deliver(&self, i: usize, graded: Graded) -> Result<(), Stopped> {
        let mut st = self.lock();
        if st.failed.is_some() {
            return Err(Stopped);
        }
        st.pending.insert(i, graded);
        let before = st.next;
        let st = &mut *st;
        let mut result = Ok(());
        while let Some(g) = st.pending.remove(&st.next) {
            st.refused += usize::from(g.refused);
            result = match g.report {
                // Written as it is serialized, in 64 KB writes.
                Some(report) => {
                    let mut w = std::io::BufWriter::with_capacity(1 << 16, &mut st.out);
                    let newline: &[u8] = if self.newline { b"\n" } else { b"" };
                    report.write_json(&mut w).and_then(|()| w.write_all(newline)).and_then(|()| w.flush())
                }
                None => {
                    // One write per report, the newline in it (a report has room for it).
                    let mut text = g.text;
                    if self.newline {
                        text.push('\n');
                    }
                    st.out.write_all(text.as_bytes())
                }
            };
            if result.is_err() {
                break;
            }
            st.next += 1;
        }
        if result.is_ok() && st.next > before {
            result = st.out.flush();
        }
        if let Err(e) = result {
            st.failed = Some(e);
            st.pending.clear();
        }
        if (st.next > before || st.failed.is_some()) && st.waiting > 0 {
            self.moved.notify_all();
        }
        if st.failed.is_some() {
            Err(Stopped)
        } else {
            Ok(())
        }
    }

    /// The output and how many files were refused, or the write that failed.
    pub fn finish(self) -> Result<(W, usize), std::io::Error> {
        let mut st = self.state.into_inner().unwrap_or_else(PoisonError::into_inner);
        match st.failed.take() {
            Some(e) => Err(e),
            None => {
                st.out.flush()?;
                Ok((st.out, st.refused))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::time::Duration;

    fn graded(text: &str) -> Graded {
        Graded { text: text.to_string(), report: None, refused: text.contains('!') }
    }

    /// Reports come out in file order whatever order they are handed in, and each
    /// delivery writes every report that became due.
    #[test]
    fn reports_are_written_in_file_order() {
        let o = Ordered::new(Vec::new(), 8, true);
        o.deliver(2, graded("c!")).unwrap();
        o.deliver(1, graded("b")).unwrap();
        assert!(o.lock().out.is_empty(), "written before file 0");
        o.deliver(0, graded("a")).unwrap();
        assert_eq!(o.lock().out, b"a\nb\nc!\n");
        o.deliver(3, graded("d")).unwrap();
        assert_eq!(o.finish().unwrap(), (b"a\nb\nc!\nd\n".to_vec(), 1));
    }

    /// A grader past the window waits until enough reports are written; the one due
    /// next never waits.
    #[test]
    fn graders_keep_within_the_window() {
        let o = Ordered::new(Vec::new(), 3, false);
        o.wait_turn(0).unwrap(); // due next: passes at once
        o.wait_turn(2).unwrap();
        let through = AtomicBool::new(false);
        std::thread::scope(|s| {
            s.spawn(|| {
                o.wait_turn(5).unwrap();
                through.store(true, Ordering::SeqCst);
            });
            std::thread::sleep(Duration::from_millis(100));
            assert!(!through.load(Ordering::SeqCst), "file 5 started with nothing written");
            o.deliver(1, graded("b")).unwrap();
            o.deliver(0, graded("a")).unwrap();
            std::thread::sleep(Duration::from_millis(100));
            assert!(!through.load(Ordering::SeqCst), "file 5 started with 2 written (window 3)");
            o.deliver(2, graded("c")).unwrap();
        });
        assert!(through.load(Ordering::SeqCst));
        assert_eq!(o.finish().unwrap().0, b"abc");
    }

    /// Output that fails to take a report.
    struct Closed;
    impl Write for Closed {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(std::io::ErrorKind::BrokenPipe.into())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    /// A failed write stops every grader, the waiting ones too, and is what `finish`
    /// says.
    #[test]
    fn a_failed_write_stops_everyone() {
        let o = Ordered::new(Closed, 2, true);
        std::thread::scope(|s| {
            let waiting = s.spawn(|| o.wait_turn(1_000));
            std::thread::sleep(Duration::from_millis(50));
            assert!(o.deliver(0, graded("a")).is_err());
            assert!(waiting.join().unwrap().is_err(), "a waiting grader was not stopped");
        });
        assert!(o.wait_turn(1).is_err());
        assert!(o.deliver(1, graded("b")).is_err());
        assert_eq!(o.finish().err().map(|e| e.kind()), Some(std::io::ErrorKind::BrokenPipe));
    }
}

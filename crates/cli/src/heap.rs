//! The process keeps the memory it frees, rather than handing it back to the kernel
//! after every plan.
//!
//! Grading a 1,334-store plan allocates and frees about 136 kB of scratch above what
//! it keeps. By default glibc's malloc returns freed memory at the top of a heap once
//! more than 128 kB of it is free (`brk` down on the main heap, `madvise` on a
//! thread's), and the next plan takes it back with a page fault per page it touches.
//! That work is in the kernel, so no instruction count shows it, but it is measured
//! (BENCHMARKS.md, "Decisions and why"):
//! - in process, routing-city's reference plan went from 0.13 ms to 0.10 ms a plan;
//! - on lattice-outside-sweep, `fde-grade` on two threads went from 0.232 ms to 0.218 ms
//!   of CPU a plan (the same settings through `GLIBC_TUNABLES`).
//!
//! mimalloc as the global allocator did as well on lattice-outside-sweep, but was slower
//! on routing-city (a median of 0.192 ms of CPU a plan against 0.185–0.187 ms, the same
//! rounds), so the system's allocator stays.
//!
//! This file is also the timing programs' (`crates/grader/examples`, `benches`):
//! they include it by path, so that what they time is what `fde-grade` does.

/// Keep freed memory in the process: glibc's trim threshold raised to 256 MiB. Setting
/// it turns off glibc's sliding threshold for serving large blocks with `mmap` (which
/// rises to the size of each large block freed, up to 32 MiB), so that threshold is set
/// to that maximum. Other systems' allocators are left as they are. Call it
/// first thing in `main`.
pub fn keep_freed_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: `mallopt` only sets parameters of malloc, under malloc's own lock.
    unsafe {
        libc::mallopt(libc::M_TRIM_THRESHOLD, 256 << 20);
        libc::mallopt(libc::M_MMAP_THRESHOLD, 32 << 20);
    }
}

/// One malloc arena for every thread. Grading a table of a million rows frees blocks of
/// 8-24 MB on one thread that another then asks for; glibc gives each thread an arena
/// of its own, where those freed blocks sit unused beside the new ones. Measured on
/// the 10^6-row bench files (`scripts/bench tables`, GLIBC_TUNABLES): peak RSS 345 ->
/// 307 MB (ints), 381 -> 318 MB (scorecard), 361-412 -> 328-342 MB (strings, dates),
/// CPU the same. The table kinds only (routing's batches allocate per plan on every
/// thread, where one arena's lock would be contended). Call it before any thread
/// starts.
// The timing programs include this file by path and grade no tables.
#[allow(dead_code)]
pub fn one_arena() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: as in `keep_freed_memory`.
    unsafe {
        libc::mallopt(libc::M_ARENA_MAX, 1);
    }
}

#[cfg(all(test, target_os = "linux", target_env = "gnu"))]
mod tests {
    /// 8 MiB freed stays in the heap, counted among its free bytes. By default glibc
    /// serves a block that large with `mmap` and unmaps it when it is freed.
    #[test]
    fn freed_memory_stays_in_the_heap() {
        super::keep_freed_memory();
        // SAFETY: `mallinfo2` only reads malloc's statistics.
        let free = || unsafe { libc::mallinfo2() }.fordblks;
        let block = std::hint::black_box(vec![1u8; 8 << 20]);
        drop(block);
        let after = free();
        assert!(after >= 8 << 20, "free bytes in the heap after freeing 8 MiB: {after}");
    }
}

//! numpy's `.npz` archives as `np.savez` writes them: a ZIP of stored (uncompressed)
//! `.npy` members, each a little-endian 1-D array of integers or floats. Enough to
//! read a case's truth arrays (`np.load(f)[name]`); anything else is an error saying
//! what (a compressed archive, another dtype, a 2-D array).

/// One array, as float64 or int64 values.
#[derive(Debug, Clone, PartialEq)]
pub enum Array {
    Int(Vec<i64>),
    Float(Vec<f64>),
}

impl Array {
    /// `astype(np.int64)`: floats truncate (NaN and beyond int64: int64's minimum, as
    /// numpy on x86).
    pub fn ints(&self) -> Vec<i64> {
        match self {
            Array::Int(v) => v.clone(),
            Array::Float(v) => {
                v.iter().map(|&x| if x.is_finite() && x.abs() < 9_223_372_036_854_775_808.0 { x as i64 } else { i64::MIN }).collect()
            }
        }
    }

    /// `astype(np.float64)`.
    pub fn floats(&self) -> Vec<f64> {
        match self {
            Array::Int(v) => v.iter().map(|&x| x as f64).collect(),
            Array::Float(v) => v.clone(),
        }
    }
}

fn u16_at(b: &[u8], i: usize) -> Option<usize> {
    Some(u16::from_le_bytes(b.get(i..i + 2)?.try_into().ok()?) as usize)
}

fn u32_at(b: &[u8], i: usize) -> Option<usize> {
    Some(u32::from_le_bytes(b.get(i..i + 4)?.try_into().ok()?) as usize)
}

/// The member `name` (`name.npy` in the archive).
pub fn array(zip: &[u8], name: &str) -> Result<Array, String> {
    let want = format!("{name}.npy");
    let mut i = 0;
    while u32_at(zip, i) == Some(0x0403_4b50) {
        let bad = || "a ZIP header is cut short".to_string();
        let method = u16_at(zip, i + 8).ok_or_else(bad)?;
        let mut size = u32_at(zip, i + 18).ok_or_else(bad)?;
        let name_len = u16_at(zip, i + 26).ok_or_else(bad)?;
        let extra_len = u16_at(zip, i + 28).ok_or_else(bad)?;
        let member = zip.get(i + 30..i + 30 + name_len).ok_or_else(bad)?;
        let start = i + 30 + name_len + extra_len;
        if size == 0xFFFF_FFFF {
            // ZIP64 (numpy writes every member so): the sizes are in the extra field
            // 0x0001, uncompressed then compressed, 8 bytes each.
            let extra = zip.get(i + 30 + name_len..start).ok_or_else(bad)?;
            let mut j = 0;
            while j + 4 <= extra.len() {
                let (id, len) = (u16_at(extra, j).ok_or_else(bad)?, u16_at(extra, j + 2).ok_or_else(bad)?);
                if id == 1 {
                    let compressed = extra.get(j + 12..j + 20).ok_or_else(bad)?;
                    size = usize::try_from(u64::from_le_bytes(compressed.try_into().map_err(|_| bad())?)).map_err(|_| bad())?;
                }
                j += 4 + len;
            }
        }
        let data = zip.get(start..start + size).ok_or_else(bad)?;
        if member == want.as_bytes() {
            if method != 0 {
                return Err(format!("`{want}` is compressed (np.savez_compressed): not read here"));
            }
            return npy(data).map_err(|e| format!("`{want}`: {e}"));
        }
        i = start + size;
    }
    Err(format!("the archive has no array `{name}`"))
}

/// One `.npy` file.
fn npy(b: &[u8]) -> Result<Array, String> {
    if !b.starts_with(b"\x93NUMPY") {
        return Err("not a .npy array".into());
    }
    let (len, at) = match b.get(6) {
        Some(1) => (u16_at(b, 8), 10),
        _ => (u32_at(b, 8), 12),
    };
    let len = len.ok_or("cut short")?;
    let header = std::str::from_utf8(b.get(at..at + len).ok_or("cut short")?).map_err(|_| "a header that is not text")?;
    let field = |key: &str| {
        let from = header.find(&format!("'{key}':"))? + key.len() + 3;
        Some(header[from..].trim_start())
    };
    let descr = field("descr").and_then(|s| s.strip_prefix('\'')).and_then(|s| s.split('\'').next()).ok_or("no dtype")?;
    if field("fortran_order").is_some_and(|s| s.starts_with("True")) {
        return Err("a Fortran-ordered array".into());
    }
    let shape = field("shape").and_then(|s| s.strip_prefix('(')).and_then(|s| s.split(')').next()).ok_or("no shape")?;
    let dims: Vec<&str> = shape.split(',').map(str::trim).filter(|s| !s.is_empty()).collect();
    let n: usize = match dims.as_slice() {
        [n] => n.parse().map_err(|_| "a bad shape")?,
        _ => return Err(format!("shape ({shape}): not a 1-D array")),
    };
    let data = &b[at + len..];
    let width = match descr {
        "<i8" | "<f8" | "<u8" => 8,
        "<i4" | "<f4" | "<u4" => 4,
        other => return Err(format!("dtype {other} is not read here")),
    };
    let data = data.get(..n * width).ok_or("fewer values than its shape")?;
    let chunks = data.chunks_exact(width);
    Ok(match descr {
        "<i8" => Array::Int(chunks.map(|c| i64::from_le_bytes(c.try_into().unwrap_or([0; 8]))).collect()),
        "<u8" => Array::Int(chunks.map(|c| u64::from_le_bytes(c.try_into().unwrap_or([0; 8])) as i64).collect()),
        "<i4" => Array::Int(chunks.map(|c| i64::from(i32::from_le_bytes(c.try_into().unwrap_or([0; 4])))).collect()),
        "<u4" => Array::Int(chunks.map(|c| i64::from(u32::from_le_bytes(c.try_into().unwrap_or([0; 4])))).collect()),
        "<f8" => Array::Float(chunks.map(|c| f64::from_le_bytes(c.try_into().unwrap_or([0; 8]))).collect()),
        _ => Array::Float(chunks.map(|c| f64::from(f32::from_le_bytes(c.try_into().unwrap_or([0; 4])))).collect()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A stored ZIP member, as Python's zipfile writes one.
    fn member(name: &str, data: &[u8]) -> Vec<u8> {
        let mut z = vec![0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
        z.extend((data.len() as u32).to_le_bytes());
        z.extend((data.len() as u32).to_le_bytes());
        z.extend((name.len() as u16).to_le_bytes());
        z.extend(0u16.to_le_bytes());
        z.extend(name.as_bytes());
        z.extend(data);
        z
    }

    fn npy_of(descr: &str, values: &[u8], n: usize) -> Vec<u8> {
        let header = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': ({n},), }}\n");
        let mut b = b"\x93NUMPY\x01\x00".to_vec();
        b.extend((header.len() as u16).to_le_bytes());
        b.extend(header.as_bytes());
        b.extend(values);
        b
    }

    #[test]
    fn reads_savez_members() {
        let ints: Vec<u8> = [2020i64, 2021].iter().flat_map(|x| x.to_le_bytes()).collect();
        let floats: Vec<u8> = [1.5f64].iter().flat_map(|x| x.to_le_bytes()).collect();
        let mut zip = member("year.npy", &npy_of("<i8", &ints, 2));
        zip.extend(member("yield_true.npy", &npy_of("<f8", &floats, 1)));
        assert_eq!(array(&zip, "year"), Ok(Array::Int(vec![2020, 2021])));
        assert_eq!(array(&zip, "yield_true").map(|a| a.floats()), Ok(vec![1.5]));
        assert!(array(&zip, "county_id").is_err());
    }
}

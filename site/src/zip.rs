//! A zip archive of a few small files, written in the page ("download the case"): the
//! files stored as they are (method 0, no compression: a case is a few hundred
//! kilobytes), names in UTF-8 (flag bit 11), every date 1980-01-01 00:00 so the same
//! files always give the same bytes. The layout is PKWARE's APPNOTE (local headers,
//! then the central directory, then its end record); no zip64, so each file and the
//! whole archive must stay under 4 GiB (far above any case).

/// CRC-32 (IEEE 802.3, reflected, polynomial 0xEDB88320), as zip checks it.
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut table = [0u32; 256];
    for (i, t) in table.iter_mut().enumerate() {
        let mut c = i as u32;
        for _ in 0..8 {
            c = if c & 1 != 0 { 0xEDB8_8320 ^ (c >> 1) } else { c >> 1 };
        }
        *t = c;
    }
    !bytes.iter().fold(!0u32, |c, &b| table[((c ^ b as u32) & 0xFF) as usize] ^ (c >> 8))
}

/// The archive of `files` (path inside the archive, bytes), in the order given.
/// `None` when a file, a name or the archive is too large for a plain zip.
pub fn stored(files: &[(String, &[u8])]) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    let mut central = Vec::new();
    // Version needed 2.0; UTF-8 names; stored; DOS time 00:00, date 1980-01-01.
    let common = |buf: &mut Vec<u8>, crc: u32, size: u32, name: &[u8]| -> Option<()> {
        for x in [20u16, 0x0800, 0, 0, 0x21] {
            buf.extend(x.to_le_bytes());
        }
        buf.extend(crc.to_le_bytes());
        buf.extend(size.to_le_bytes()); // compressed size
        buf.extend(size.to_le_bytes()); // uncompressed size
        buf.extend(u16::try_from(name.len()).ok()?.to_le_bytes());
        buf.extend(0u16.to_le_bytes()); // extra field length
        Some(())
    };
    for (name, bytes) in files {
        let offset = u32::try_from(out.len()).ok()?;
        let size = u32::try_from(bytes.len()).ok()?;
        let crc = crc32(bytes);
        let name = name.as_bytes();
        out.extend(0x0403_4b50u32.to_le_bytes());
        common(&mut out, crc, size, name)?;
        out.extend(name);
        out.extend(*bytes);

        central.extend(0x0201_4b50u32.to_le_bytes());
        central.extend(20u16.to_le_bytes()); // made by: version 2.0
        common(&mut central, crc, size, name)?;
        central.extend([0u8; 6]); // comment length, disk, internal attributes
        central.extend(0u32.to_le_bytes()); // external attributes
        central.extend(offset.to_le_bytes());
        central.extend(name);
    }
    let dir_at = u32::try_from(out.len()).ok()?;
    let dir_len = u32::try_from(central.len()).ok()?;
    let n = u16::try_from(files.len()).ok()?;
    out.extend(central);
    out.extend(0x0605_4b50u32.to_le_bytes());
    out.extend([0u8; 4]); // this disk, the directory's disk
    out.extend(n.to_le_bytes());
    out.extend(n.to_le_bytes());
    out.extend(dir_len.to_le_bytes());
    out.extend(dir_at.to_le_bytes());
    out.extend(0u16.to_le_bytes()); // comment length
    u32::try_from(out.len()).ok()?;
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn u16_at(b: &[u8], i: usize) -> usize {
        u16::from_le_bytes([b[i], b[i + 1]]) as usize
    }
    fn u32_at(b: &[u8], i: usize) -> u32 {
        u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]])
    }

    /// Known CRC-32 values (zlib's `crc32`: `zlib.crc32(b"123456789") == 0xCBF43926`).
    #[test]
    fn crc32_matches_zlib() {
        assert_eq!(crc32(b""), 0);
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(b"hello"), 0x3610_A686);
    }

    /// Read back through the central directory, as an unzip tool does: every name,
    /// offset, size and CRC leads to the stored bytes.
    #[test]
    fn the_directory_leads_to_each_file() {
        let files: Vec<(String, &[u8])> =
            vec![("case/case.json".into(), b"{\"id\": 1}\n"), ("case/网点.csv".into(), b"a,b\n1,2\n"), ("case/empty.txt".into(), b"")];
        let z = stored(&files).unwrap();
        let end = z.len() - 22;
        assert_eq!(u32_at(&z, end), 0x0605_4b50);
        assert_eq!(u16_at(&z, end + 10), 3);
        let (mut at, dir_end) = (u32_at(&z, end + 16) as usize, end);
        for (name, bytes) in &files {
            assert_eq!(u32_at(&z, at), 0x0201_4b50);
            assert_eq!(u16_at(&z, at + 8) & 0x0800, 0x0800, "UTF-8 names");
            assert_eq!(u16_at(&z, at + 10), 0, "stored");
            assert_eq!(u32_at(&z, at + 16), crc32(bytes));
            assert_eq!(u32_at(&z, at + 20) as usize, bytes.len());
            let n = u16_at(&z, at + 28);
            assert_eq!(&z[at + 46..at + 46 + n], name.as_bytes());
            let local = u32_at(&z, at + 42) as usize;
            assert_eq!(u32_at(&z, local), 0x0403_4b50);
            let data = local + 30 + u16_at(&z, local + 26);
            assert_eq!(&z[data..data + bytes.len()], *bytes);
            at += 46 + n;
        }
        assert_eq!(at, dir_end);
        // The same files, the same bytes.
        assert_eq!(stored(&files).unwrap(), z);
    }
}

## `fde-grade --format table`에서 슬리팅 유형의 한 줄.
cli-table-slitting = 절단 { $cuts }  스크랩 { $scrap } / 기준값 { $reference }

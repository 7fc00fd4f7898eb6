## energy 종류의 `fde-grade --format table` 한 줄.
cli-table-energy = 현금 흐름 { $income } / 기준 { $reference }  시간 { $hours }

## `fde-grade coach energy`: 도움말 한 줄과 `--format table`(값은 데이터로 정렬됨).
cli-coach-energy-about = 에너지 계획: 1년 현금 흐름의 항목별 내역, 큰 비용부터, 그리고 각 저장 장치가 범위를 얼마나 썼는지
cli-coach-energy-head = { $file }: 점수 { $score }  현금 흐름 { $income } 위안  비용 { $costs } 위안
cli-coach-energy-row = { $term } { $amount } 위안 (비용의 { $share }%)
cli-coach-energy-store = { $store } { $min }부터 { $max }까지 (범위 { $low }부터 { $high }까지)
cli-coach-energy-term-pv = 태양광
cli-coach-energy-term-wind = 풍력
cli-coach-energy-term-thermal = 화력 연료
cli-coach-energy-term-load = 공급한 부하
cli-coach-energy-term-battery = 배터리
cli-coach-energy-term-caes = 압축 공기
cli-coach-energy-term-grid = 전력망
cli-coach-energy-term-penalty = 모선 벌점
cli-coach-energy-store-battery = 배터리
cli-coach-energy-store-gas = 가스 탱크
cli-coach-energy-store-hot = 열 탱크
cli-coach-energy-store-cold = 냉 탱크

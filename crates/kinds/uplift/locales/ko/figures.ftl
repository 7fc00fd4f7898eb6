## The uplift kind's figures (site/src/kinds/uplift/): titles, axes, legends, tooltips,
## captions, controls.

## 그림 목록: 제목과 안내 문구.
fig-uplift-ladder-title = 기준선에서 최적까지: 업리프트 사다리
## uplift-ladder: 기준선, 결과, 사고, 소통 비용, 순값.
fig-uplift-ladder-ungraded = 결과를 채점할 수 없습니다
fig-uplift-ladder-aria-none = 업리프트 사다리: 없음, { $why }
fig-uplift-ladder-no-ladder = 사다리 없음: 이 실행은 점수를 매길 수 없습니다.
fig-uplift-ladder-step-baseline = 기준선
fig-uplift-ladder-step-delivered = 결과
fig-uplift-ladder-step-incident = 사고
fig-uplift-ladder-step-contact = 소통 비용
fig-uplift-ladder-step-net = 순값
fig-uplift-ladder-kpi = KPI { $kpi }
fig-uplift-ladder-baseline-aria = 기준선: 바꾸지 않은 시스템, KPI { $kpi }, 업리프트 0
fig-uplift-ladder-uplift-value = 업리프트 { $uplift }
fig-uplift-ladder-delivered-aria = 결과: KPI { $kpi }, 기준선에서 최적까지 { $uplift }만큼 나아감
fig-uplift-ladder-delivered-aria-bounded = 결과: KPI { $kpi }, 기준선에서 최적까지 { $uplift }만큼 나아감. 과제 간 평균에서는 −1로 계산됨
fig-uplift-ladder-capped = 0으로 제한
fig-uplift-ladder-incident-aria = 사고 제한: 사고가 있어 업리프트 { $uplift }가 { $capped }로 제한됨
fig-uplift-ladder-lines = { $n }줄
fig-uplift-ladder-contact-aria = 소통 비용: 질문, 대기, 시험 운영 일수에 대해 { $cost } 차감
fig-uplift-ladder-verdict = { $verdict ->
        [accepted] 합격
        [rejected] 불합격
        [incident] 사고
        [error] 오류
       *[other] { $verdict }
    }
fig-uplift-ladder-points = { $points }점 · { $verdict }
fig-uplift-ladder-net-aria = 순 업리프트 { $net } ({ $points }점): { $verdict }. 합격선은 { $line }
fig-uplift-ladder-oracle-line = 최적 1 · KPI { $kpi }
fig-uplift-ladder-oracle-aria = 최적: 기준 해답, KPI { $kpi }, 업리프트 1
fig-uplift-ladder-baseline-line = 기준선 0 · KPI { $kpi }
fig-uplift-ladder-baseline-line-aria = 기준선: KPI { $kpi }, 업리프트 0
fig-uplift-ladder-pass-line = 합격선 { $line }
fig-uplift-ladder-mine-line = 내 파일: 순효과 { $net }
fig-uplift-ladder-pass-line-aria = 합격선: 순 업리프트가 { $line } 이상이면 합격
fig-uplift-ladder-ask-line = 질의 로그 { $line }번째 줄: { $kind }, 비용 { $cost } ({ $note })
fig-uplift-ladder-aria = 업리프트 사다리: 업리프트 { $uplift }, 소통 비용 { $cost }, 순값 { $net } ({ $verdict }). 합격선 { $line }
fig-uplift-ladder-aria-capped = 업리프트 사다리: 업리프트 { $uplift }, 사고로 { $capped }로 제한, 소통 비용 { $cost }, 순값 { $net } ({ $verdict }). 합격선 { $line }
fig-uplift-ladder-pieces = 줄별 소통 비용
fig-uplift-ladder-lower-is-better = 여기서는 KPI가 낮을수록 좋습니다 (최적값이 기준선보다 낮습니다).
fig-uplift-ladder-flat = 최적 KPI가 기준선과 같아 평가 도구가 업리프트를 0으로 둡니다.
fig-uplift-ladder-kpis = KPI 기준선 → 결과 → 최적
fig-uplift-ladder-uplift = 업리프트
fig-uplift-ladder-points-label = 점수
fig-uplift-ladder-pick = 사다리를 보려면 업리프트 결과를 선택하세요.
fig-uplift-ladder-caption = 업리프트는 바꾸지 않은 시스템을 0, 기준 해답을 1로 하는 척도에서 KPI를 잽니다. 사고가 있으면 최대 0이 되고, 그다음 질문, 대기, 시험 운영 일수의 비용을 뺍니다. 순값이 { $line } 이상이면 합격입니다.

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-accepted = 통과
fig-rule-ladder-step-below-baseline = 기준선 미만
fig-rule-ladder-step-incident = 사고
fig-rule-ladder-step-asked-too-much = 너무 많이 물음

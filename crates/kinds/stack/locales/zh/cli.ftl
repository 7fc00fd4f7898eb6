## 垛位类型在 `fde-grade --format table` 中的一行。
cli-table-stack = 目标值 { $objective } / 参考值 { $reference }  违规 { $violations }

## `fde-grade coach stack`。
cli-coach-stack-about = 仓储计划：目标的三项（混放垛位，再是超出额定容量的吨数和搬运吨数，以 0.1 吨计），以及每台叉车的吨数与其日上限，最满的在前
cli-coach-stack-head = { $file }：得分 { $score }  目标值 { $objective } = 混放垛位 { $mixed } + ({ $overweight } + { $moved } / 10000) / 10000
cli-coach-stack-forklift = 叉车 { $forklift } 搬运 { $used } 吨，日上限 { $cap } 吨（{ $share }%）

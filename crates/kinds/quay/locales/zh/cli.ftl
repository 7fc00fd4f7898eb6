## 岸桥类型在 `fde-grade --format table` 中的一行。
cli-table-quay = 成本 { $cost } / 参考值 { $reference }  岸桥 { $cranes }

## `fde-grade coach quay`：帮助中的一行，以及 `--format table`（值已按列宽补齐，保持原样）。
cli-coach-quay-about = 岸桥调度方案：成本的两项（岸桥数、移动秒数），以及每台岸桥的移动、作业和空闲时间，移动最多的在前
cli-coach-quay-head = { $file }：得分 { $score }  成本 { $cost } = 100000000 × { $cranes } 台岸桥 + { $moves } 秒移动
cli-coach-quay-crane = 岸桥 { $crane } 移动 { $moves } 秒（占全部的 { $share }%）  作业 { $work } 秒  空闲 { $wait } 秒

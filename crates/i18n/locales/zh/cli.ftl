## 命令行（`fde-grade --format table`、`fde-grade explain`）。

cli-valid = 有效
cli-rejected = 无效
cli-score = 得分
cli-hint = 提示：{ $hint }
cli-more = ……另有 { $n } 条
cli-explain-category = 类别
cli-explain-message = 信息
cli-explain-hint = 提示
cli-explain-what = 含义
cli-explain-why = 原因
cli-explain-example = 示例
cli-explain-also = { $category }（也可能是 { $also }）
cli-explain-unknown = 没有诊断代码 `{ $code }`；最接近的：{ $nearest }
cli-explain-all = `fde-grade explain --all` 会列出全部代码

## 诊断信息在表格 `[...]` 中指向的位置（值保持原样）。
cli-loc-sep = ，
cli-loc-line = 第 { $line } 行
cli-loc-line-column = 第 { $line } 行第 { $column } 列
cli-loc-field = 字段 `{ $field }`
cli-loc-route = 路线 { $route }（索引 { $index }）
cli-loc-stop = 第 { $stop } 站
cli-loc-store = 门店 { $store }
cli-loc-id = ID { $id }

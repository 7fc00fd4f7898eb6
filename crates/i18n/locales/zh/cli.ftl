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
cli-explain-english = （以下说明为英文。）

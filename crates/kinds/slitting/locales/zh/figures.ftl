## 纵剪类型的页面：文件名称。

what-slitting-data = 母卷库存
what-slitting-submission = 纵剪方案

## 机柜上架类型的图和页面：其文件的用词。

what-racks-data = 服务器清单
what-racks-submission = 上架方案

## 랙 배치 유형의 그림과 페이지: 파일을 부르는 말.

what-racks-data = 서버 목록
what-racks-submission = 랙 배치 계획

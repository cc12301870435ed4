import http from 'node:http';

/** The yardstick: a bare node:http server answering a JSON body of the same size class. */
const port = Number(process.argv[2] ?? 8797);
const body = JSON.stringify({
  code: '200',
  message: 'OK',
  data: {
    children: [
      { id: 1, nickname: '도담이', sex: 'FEMALE', born: true, selected: true },
      { id: 2, nickname: '튼튼이', sex: 'MALE', born: false, selected: false },
    ],
  },
});
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  })
  .listen(port, '127.0.0.1', () => console.log('ready'));

-- wrk's summary as one JSON line on standard output, read by wrk.ts (times in microseconds).
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"bytes":%d,"non2xx":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,' ..
      '"p50Us":%d,"p99Us":%d,"maxUs":%d}\n',
    summary.requests, summary.duration, summary.bytes, e.status, e.connect, e.read, e.write, e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max))
end

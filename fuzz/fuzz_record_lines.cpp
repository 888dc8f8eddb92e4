// Any bytes given to the record reader: a record or an error naming the file and a line of it,
// never a crash; every line read writes back (envelope first) to a line that reads the same.

#include "parlor/record/record_lines.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail) {
    std::fprintf(stderr, "fuzz_record_lines: %s\n%s\n", what, detail.c_str());
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace parlor::record;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const RecordLines read = read_record_lines(text, "fuzz.jsonl");
    if (!read.ok()) {
        const auto lines = static_cast<long>(std::count(text.begin(), text.end(), '\n')) + 1;
        const std::string prefix = "fuzz.jsonl:";
        if (read.error.rfind(prefix, 0) != 0 || !read.lines.empty()) {
            fail("an error that does not begin with the file", read.error);
        }
        const long line = std::strtol(read.error.c_str() + prefix.size(), nullptr, 10);
        if (line < 1 || line > lines) {
            fail("an error on a line the text does not have", read.error);
        }
        return 0;
    }
    std::string again;
    for (const RecordLine& line : read.lines) {
        again += record_line(line.event, line.game, nlohmann::ordered_json(line.fields)) + "\n";
    }
    const RecordLines reread = read_record_lines(again, "again.jsonl");
    if (!reread.ok() || reread.lines.size() != read.lines.size()) {
        fail("a record written back does not read", reread.error + "\n" + again);
    }
    for (std::size_t i = 0; i < read.lines.size(); ++i) {
        const RecordLine& a = read.lines[i];
        const RecordLine& b = reread.lines[i];
        if (a.event != b.event || a.game != b.game || a.fields != b.fields) {
            fail("a line written back reads differently", again);
        }
    }
    return 0;
}

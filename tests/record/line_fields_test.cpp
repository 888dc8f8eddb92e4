// A game's reader takes each field by name; what is missing, mistyped, out of range or unknown
// is the error, on the line's number.

#include "parlor/record/line_fields.hpp"

#include <doctest/doctest.h>

#include <string>

using namespace parlor::record;

namespace {

RecordLine line_of(const std::string& fields) {
    RecordLine line;
    line.number = 7;
    line.event = "play";
    line.game = 1;
    line.fields = nlohmann::json::parse(fields);
    return line;
}

// The error `read` throws on the line of `fields`, as "FILE:LINE: problem"; "" if none.
template <class Read> std::string error_reading(const std::string& fields, Read read) {
    const RecordLine line = line_of(fields);
    LineFields f(line);
    try {
        read(f);
    } catch (const RecordError& e) {
        return error_text("g.jsonl", e);
    }
    return "";
}

} // namespace

TEST_CASE("a line's fields are taken by name, typed and in range") {
    const RecordLine line = line_of(
        R"({"seat":2,"card":"7H","forced":true,"hands":[["7H"]],"rules":{},"stock":["AS","2C"],"scores":[3,4]})");
    LineFields f(line);
    CHECK(f.has("seat"));
    CHECK_FALSE(f.has("suit"));
    CHECK(f.integer("seat", 0, 9) == 2);
    CHECK(f.text("card") == "7H");
    CHECK(f.flag("forced"));
    CHECK(f.array("hands").size() == 1);
    CHECK(f.object("rules").empty());
    CHECK(f.texts("stock") == std::vector<std::string>{"AS", "2C"});
    CHECK(f.integers("scores", 0, 200) == std::vector<int>{3, 4});
    CHECK_NOTHROW(f.finish());
}

TEST_CASE("a field missing, mistyped, out of range or unknown is an error on its line") {
    CHECK(error_reading(R"({})", [](LineFields& f) { f.integer("seat", 0, 9); }) ==
          "g.jsonl:7: \"play\" without \"seat\"");
    CHECK(error_reading(R"({"seat":10})", [](LineFields& f) { f.integer("seat", 0, 9); }) ==
          "g.jsonl:7: \"seat\" is 10, not a whole number from 0 to 9");
    CHECK(error_reading(R"({"seat":"2"})", [](LineFields& f) { f.integer("seat", 0, 9); }) ==
          "g.jsonl:7: \"seat\" is \"2\", not a whole number from 0 to 9");
    CHECK(error_reading(R"({"card":7})", [](LineFields& f) { f.text("card"); }) ==
          "g.jsonl:7: \"card\" is 7, not text");
    CHECK(error_reading(R"({"forced":1})", [](LineFields& f) { f.flag("forced"); }) ==
          "g.jsonl:7: \"forced\" is 1, not true or false");
    CHECK(error_reading(R"({"stock":"AS"})", [](LineFields& f) { f.texts("stock"); }) ==
          "g.jsonl:7: \"stock\" is \"AS\", not a list");
    CHECK(error_reading(R"({"stock":["AS",2]})", [](LineFields& f) { f.texts("stock"); }) ==
          "g.jsonl:7: \"stock\" holds 2, not text");
    CHECK(error_reading(R"({"scores":[1,-1]})", [](LineFields& f) {
              f.integers("scores", 0, 9);
          }) == "g.jsonl:7: \"scores\" holds -1, not a whole number from 0 to 9");
    CHECK(error_reading(R"({"rules":[]})", [](LineFields& f) { f.object("rules"); }) ==
          "g.jsonl:7: \"rules\" is [], not an object");
    CHECK(error_reading(R"({"seat":1,"colour":"red"})", [](LineFields& f) {
              f.integer("seat", 0, 9);
              f.finish();
          }) == "g.jsonl:7: \"play\" with an unknown field \"colour\"");
    CHECK(error_reading(R"({"seat":1})", [](LineFields& f) {
              f.integer("seat", 0, 9);
              f.fail("seat 1 has no cards");
          }) == "g.jsonl:7: seat 1 has no cards");
}

// A list in a sentence, as the table's words and speech say it.

#include "parlor/cards/listed.hpp"

#include <doctest/doctest.h>

namespace listed_test {

using parlor::cards::listed;

TEST_CASE("a list in a sentence: one, two joined by the last word, more by commas before it") {
    CHECK(listed({}) == "");
    CHECK(listed({"the 5♥"}) == "the 5♥");
    CHECK(listed({"the 5♥", "the 3♠"}) == "the 5♥ and the 3♠");
    CHECK(listed({"clubs", "diamonds", "hearts"}, "or") == "clubs, diamonds or hearts");
}

} // namespace listed_test

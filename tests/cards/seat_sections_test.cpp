// The seat sections of the two-seat save files: a header line alone, once per seat.

#include "parlor/cards/seat_sections.hpp"

#include <doctest/doctest.h>

using namespace parlor::cards;

TEST_CASE("a seat's header is read once, alone on its line, and names what follows") {
    int header = 0;
    CHECK_FALSE(
        read_section_header(TextLine{4, "human", ""}, Seat::Human, header, "Score and Hand"));
    CHECK(header == 4);

    const Problem twice =
        read_section_header(TextLine{9, "human", ""}, Seat::Human, header, "Score and Hand");
    REQUIRE(twice);
    CHECK(twice->line == 9);
    CHECK(header == 4); // the first stays

    int other = 0;
    const Problem valued =
        read_section_header(TextLine{2, "computer", "12"}, Seat::Computer, other, "Score and Hand");
    REQUIRE(valued);
    CHECK(valued->line == 2);
    CHECK(valued->message ==
          "\"Computer:\" takes no value; its Score and Hand follow on the lines below");
    CHECK(other == 0);
}

TEST_CASE("sections: a field belongs to the seat whose header came last") {
    SeatSections sections("Score and Hand");
    Problem problem;
    CHECK_FALSE(sections.owner(TextLine{1, "score", "3"}, problem));
    CHECK(problem); // outside any section
    CHECK_FALSE(sections.open(TextLine{2, "computer", ""}, Seat::Computer));
    problem.reset();
    CHECK(sections.owner(TextLine{3, "score", "3"}, problem) == Seat::Computer);
    CHECK_FALSE(problem);
    CHECK(sections.open(TextLine{4, "computer", ""}, Seat::Computer)); // twice
    CHECK(sections[Seat::Computer].header == 2);
}

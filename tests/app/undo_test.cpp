// Take-backs on every table: Ctrl+Z takes back the player's last decision and what the computer
// answered since, back to the start of the round; the same decision again brings the same
// reply; Ctrl+Y makes it again while nothing new was played.

#include "table_fixture.hpp"

#include "../cruno/test_table.hpp"
#include "app/casino/busy_table.hpp"
#include "app/casino/table.hpp"
#include "app/cribbage/table.hpp"
#include "app/cruno/table.hpp"
#include "app/fivecrowns/table.hpp"
#include "app/pinochle/table.hpp"
#include "parlor/games/cruno/save.hpp"
#include "parlor/games/pinochle/save.hpp"

#include <doctest/doctest.h>

#include <string>

namespace undo_test {

using namespace parlor::app;
using namespace parlor::app::testing;
namespace fct = parlor::app::fivecrowns_table;
namespace crt = parlor::app::cribbage_table;
namespace fc = parlor::fivecrowns;
namespace cr = parlor::cribbage;
namespace pnt = parlor::app::pinochle_table;
namespace pn = parlor::pinochle;
namespace cat = parlor::app::casino_table;
namespace ca = parlor::casino;

namespace {

// The random strategy: its reply depends on its seed alone, so a take-back that did not restore
// the seed would show.
template <class Scene> struct Table : TableFixture<Scene> {
    explicit Table(const typename Scene::State& state)
        : TableFixture<Scene>(state, 1280, 720, false, "random", 99) {}
    void undo() { this->f.key(SDLK_z, KMOD_LCTRL); }
    void redo() { this->f.key(SDLK_y, KMOD_LCTRL); }
};

fc::GameState fivecrowns_round(int round, std::uint64_t seed) {
    parlor::cards::Rng rng(seed);
    fc::GameState s = fc::new_game(rng);
    fc::deal_round(s, round, fc::Seat::Human, rng);
    return s;
}

using FiveCrowns = Table<fct::TableScene>;

// The player draws, discards the first card, and the computer plays its turn (Continue).
void play_a_turn(FiveCrowns& t) {
    t.f.key(SDLK_d);
    REQUIRE(t.scene().state().phase == fc::Phase::Discard);
    t.f.key(SDLK_RETURN); // the focused card: the one drawn
    if (t.scene().state().phase == fc::Phase::Discard) {
        t.f.key(SDLK_RETURN); // a wild: the first Enter asked, the second discards it
    }
    REQUIRE(t.scene().state().turn == fc::Seat::Computer);
    t.f.key(SDLK_c);
    REQUIRE(t.f.run_until(
        [&] { return t.scene().state().turn == fc::Seat::Human && !t.scene().computer_busy(); }));
}

} // namespace

TEST_CASE("Five Crowns: a take-back restores the game before the player's decision, with the "
          "computer's reply undone") {
    FiveCrowns t(fivecrowns_round(5, 3));
    const std::string at_start = fc::write_save(t.scene().state());
    CHECK_FALSE(t.scene().can_undo());
    play_a_turn(t);
    const std::string after_turn = fc::write_save(t.scene().state());
    CHECK(after_turn != at_start);
    const auto log_after_turn = t.scene().log().entries().size();

    t.undo(); // the discard, and the computer's turn after it
    CHECK(t.scene().state().phase == fc::Phase::Discard);
    CHECK(t.scene().state().turn == fc::Seat::Human);
    CHECK(t.scene().log().entries().size() < log_after_turn);
    CHECK(t.scene().undo_used());
    t.undo(); // the draw
    CHECK(fc::write_save(t.scene().state()) == at_start);
    CHECK_FALSE(t.scene().can_undo());

    // The same decisions again: the same cards drawn, the same reply from the computer.
    play_a_turn(t);
    CHECK(fc::write_save(t.scene().state()) == after_turn);
}

TEST_CASE("Five Crowns: redo makes the decisions taken back again, until a new one is made") {
    FiveCrowns t(fivecrowns_round(4, 8));
    play_a_turn(t);
    const std::string after_turn = fc::write_save(t.scene().state());
    t.undo();
    t.undo();
    t.redo(); // the draw
    CHECK(t.scene().state().phase == fc::Phase::Discard);
    t.redo(); // the discard; the computer answers as before
    REQUIRE(t.f.run_until([&] { return !t.scene().computer_busy(); }));
    t.f.key(SDLK_c);
    REQUIRE(t.f.run_until(
        [&] { return t.scene().state().turn == fc::Seat::Human && !t.scene().computer_busy(); }));
    CHECK(fc::write_save(t.scene().state()) == after_turn);

    // Take back the draw and draw from the other pile instead: nothing is left to redo.
    t.undo();
    t.undo();
    REQUIRE(t.scene().state().phase == fc::Phase::Draw);
    t.f.key(SDLK_t);
    REQUIRE(t.scene().state().phase == fc::Phase::Discard);
    CHECK_FALSE(t.scene().can_redo());
    const std::string now = fc::write_save(t.scene().state());
    t.redo();
    CHECK(fc::write_save(t.scene().state()) == now);
}

TEST_CASE("Five Crowns: take-backs stop at the start of the round") {
    fc::GameState s = fivecrowns_round(1, 12);
    // Three cards that are already a book: drawing and discarding the drawn card goes out.
    s.player(fc::Seat::Human).hand = {fc::Card::of(5, fc::Suit::Spades),
                                      fc::Card::of(5, fc::Suit::Hearts),
                                      fc::Card::of(5, fc::Suit::Clubs)};
    FiveCrowns t(s);
    t.f.key(SDLK_d);
    t.f.key(SDLK_RETURN);
    REQUIRE(t.scene().state().went_out == fc::Seat::Human);
    t.f.key(SDLK_c);
    REQUIRE(t.f.run_until([&] { return t.f.top() == "round_results"; }, 600));
    t.f.key(SDLK_RETURN); // round 2 is dealt
    REQUIRE(t.f.top() == "table");
    REQUIRE(t.scene().state().round == 2);
    CHECK_FALSE(t.scene().can_undo());
    t.undo();
    CHECK(t.scene().state().round == 2);
}

TEST_CASE("Cribbage: a take-back restores the lay-away, the pegs and the log; the same lay-away "
          "brings the same play") {
    cr::GameState s = cr::new_game();
    parlor::cards::Rng rng(4);
    cr::deal(s, cr::Seat::Computer, rng); // the human lays away first
    Table<crt::TableScene> t(s);
    const std::string at_start = cr::write_save(t.scene().state());
    const auto pegs = t.scene().pegs();
    // Lay away, then play the first card that fits three times, the computer answering each.
    auto play_on = [&] {
        t.f.key(SDLK_1);
        t.f.key(SDLK_2);
        t.f.key(SDLK_l);
        for (int card = 0; card < 3 && t.scene().state().phase == cr::Phase::Play; ++card) {
            REQUIRE(t.f.run_until([&] { return t.scene().human_to_act(); }, 3000));
            for (int i = 0; i < 4; ++i) {
                if (t.scene().playable(i)) {
                    t.f.key(static_cast<SDL_Keycode>(SDLK_1 + i));
                    break;
                }
            }
        }
        REQUIRE(t.f.run_until([&] { return !t.scene().computer_busy(); }, 3000));
    };
    play_on();
    const std::string after = cr::write_save(t.scene().state());
    const auto deals = t.scene().deals();
    for (int i = 0; i < 4; ++i) {
        t.undo();
    }

    CHECK(cr::write_save(t.scene().state()) == at_start);
    CHECK(t.scene().picked().empty());
    CHECK(t.scene().pegs()[0].front == pegs[0].front);
    CHECK(t.scene().pegs()[1].front == pegs[1].front);
    play_on();
    CHECK(cr::write_save(t.scene().state()) == after);
    CHECK(t.scene().deals().size() == deals.size());
}

TEST_CASE("Pinochle: a take-back restores the tricks, the melds and the last trick shown; the "
          "same cards bring the same replies; redo plays them again") {
    parlor::cards::Rng rng(8);
    pn::GameState s = pn::new_game(rng);
    pn::apply(s, pn::CallToss{true}, rng);
    Table<pnt::TableScene> t(s);
    const std::string at_start = pn::write_save(t.scene().state());
    // Three decisions of the player (the first card of the hand, or the first meld offered),
    // each answered.
    auto decide = [&](int times) {
        for (int i = 0; i < times; ++i) {
            REQUIRE(t.f.run_until([&] { return t.scene().player_to_act(); }, 3000));
            if (t.scene().state().phase == pn::Phase::Meld) {
                t.f.key(SDLK_1);
            } else {
                t.click(table::Target{pnt::HumanHand, 0}); // the highest trump, or the first card
            }
        }
        REQUIRE(t.f.run_until([&] { return t.scene().player_to_act(); }, 3000));
    };
    decide(3);
    const pn::GameState after = t.scene().state();
    const auto last_trick = t.scene().last_trick();
    for (int i = 0; i < 3; ++i) {
        t.undo();
    }
    CHECK(pn::write_save(t.scene().state()) == at_start);
    CHECK_FALSE(t.scene().last_trick().has_value());
    CHECK_FALSE(t.scene().can_undo());
    // The same three decisions again: the computer answers as before.
    decide(3);
    CHECK(pn::write_save(t.scene().state()) == pn::write_save(after));
    CHECK(t.scene().state().player(pn::Seat::Human).hand == after.player(pn::Seat::Human).hand);
    CHECK(t.scene().last_trick() == last_trick);
    // Taken back and made again with redo.
    t.undo();
    t.redo();
    REQUIRE(t.f.run_until([&] { return t.scene().player_to_act(); }, 3000));
    CHECK(t.scene().state().player(pn::Seat::Human).hand == after.player(pn::Seat::Human).hand);
    CHECK(t.scene().state().player(pn::Seat::Computer).captured ==
          after.player(pn::Seat::Computer).captured);
}

TEST_CASE("Casino: a take-back restores the table, the picks and the log; the same move brings "
          "the same reply, and redo makes it again") {
    const ca::LoadResult loaded = ca::read_save(cat::busy_table_save, "busy.txt");
    REQUIRE(loaded.state);
    Table<cat::TableScene> t(*loaded.state);
    const std::string at_start = ca::write_save(t.scene().state());
    const auto log_at_start = t.scene().log().entries().size();
    // The 9♣ takes the multiple build; the computer answers.
    auto play_on = [&] {
        t.f.key(SDLK_4);
        t.f.key(SDLK_a);
        REQUIRE_FALSE(t.scene().outcomes().empty());
        t.f.key(SDLK_RETURN);
        REQUIRE(t.f.run_until(
            [&] { return t.scene().human_to_act() && !t.scene().computer_busy(); }, 3000));
    };
    play_on();
    const std::string after = ca::write_save(t.scene().state());
    CHECK(after != at_start);
    t.f.key(SDLK_1); // a pick in progress goes with the take-back
    t.undo();
    CHECK(ca::write_save(t.scene().state()) == at_start);
    CHECK(t.scene().picker().empty());
    CHECK(t.scene().log().entries().size() == log_at_start + 1); // "You took back ..."
    CHECK(t.scene().undo_used());
    play_on();
    CHECK(ca::write_save(t.scene().state()) == after);
    t.undo();
    t.redo();
    REQUIRE(t.f.run_until([&] { return t.scene().human_to_act() && !t.scene().computer_busy(); },
                          3000));
    CHECK(ca::write_save(t.scene().state()) == after);
}

TEST_CASE("Ctrl+Z and Ctrl+Y are their own actions, and the Undo button is on every table") {
    SDL_KeyboardEvent k{};
    k.keysym.sym = SDLK_z;
    k.keysym.mod = KMOD_LCTRL;
    CHECK(map_key(k, false) == UiAction::Undo);
    k.keysym.mod = KMOD_LCTRL | KMOD_LSHIFT;
    CHECK(map_key(k, false) == UiAction::Redo);
    k.keysym.sym = SDLK_y;
    k.keysym.mod = KMOD_LCTRL;
    CHECK(map_key(k, false) == UiAction::Redo);
    CHECK(map_key(k, true) == std::nullopt); // in a text field it is the field's

    FiveCrowns t(fivecrowns_round(3, 5));
    const auto* button = t.scene().menu_bar().find(table::button::undo);
    REQUIRE(button != nullptr);
    CHECK_FALSE(button->enabled);
    t.f.key(SDLK_d);
    button = t.scene().menu_bar().find(table::button::undo);
    CHECK(button->enabled);
    t.f.click(t.scene().box(table::Target::button(table::button::undo)));
    CHECK(t.scene().state().phase == fc::Phase::Draw);
}

TEST_CASE("Cruno: a take-back restores the table before the player's card and the answers of "
          "three opponents; the same card brings the same answers") {
    namespace cnt = parlor::app::cruno_table;
    namespace cn = parlor::cruno;
    // The expert and the naive player sample with their seeds: a seed not restored would show.
    cn::GameState s =
        cn::test::table({"7H 8S 9C KD SKC D2C", "2H 3H 4H 5C", "5D 6D 7D 9H", "9S XS JS 6H"}, "7C",
                        "AH AD AS 2D 3D 4D 5S 6S 2C 3C 4C QC QD QH QS", {},
                        {"human", "expert", "naive", "trickster"});
    Table<cnt::TableScene> t(s);
    const std::string at_start = cn::write_save(t.scene().state());
    const std::size_t log_size = t.scene().log().entries().size();
    auto play_on = [&] {
        t.f.key(SDLK_1); // the 9♣ (shown by suit: 9♣, SK♣, D2♣, K♦, 7♥, 8♠)
        REQUIRE(t.f.run_until(
            [&] { return t.scene().state().turn == 0 && !t.scene().computer_busy(); }));
    };
    play_on();
    const std::string after = cn::write_save(t.scene().state());
    CHECK(after != at_start);
    t.undo();
    CHECK(cn::write_save(t.scene().state()) == at_start);
    CHECK(t.scene().log().entries().size() == log_size + 1); // "You took back your last move."
    play_on();
    CHECK(cn::write_save(t.scene().state()) == after);
    t.undo();
    t.redo();
    REQUIRE(
        t.f.run_until([&] { return t.scene().state().turn == 0 && !t.scene().computer_busy(); }));
    CHECK(cn::write_save(t.scene().state()) == after);
}

} // namespace undo_test

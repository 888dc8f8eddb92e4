// The Five Crowns table driven like a player would: synthetic clicks and keys through SDL's
// event queue on the dummy driver, the loop stepped with a fake clock.

#include "finished_game.hpp"
#include "recorded_tables.hpp"
#include "review_fixture.hpp"
#include "table_fixture.hpp"

#include "app/fivecrowns/table.hpp"
#include "app/table/results_screen.hpp"
#include "app/table/review_overlay.hpp"
#include "parlor/games/fivecrowns/review.hpp"
#include "parlor/games/fivecrowns/save.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>

namespace fivecrowns_table_test {

using namespace parlor::app;
using namespace parlor::app::testing;
using namespace parlor::app::fivecrowns_table;
namespace fc = parlor::fivecrowns;

namespace {

// Round 1 after the coin toss (the new-game screen calls it; here the rules do).
fc::GameState after_toss(std::uint64_t seed, bool heads) {
    parlor::cards::Rng rng(seed);
    fc::GameState s = fc::new_game(rng);
    fc::apply(s, fc::CallToss{heads}, rng);
    return s;
}

// A round with `round + 2` cards each, the human to play.
fc::GameState dealt(int round, std::uint64_t seed) {
    parlor::cards::Rng rng(seed);
    fc::GameState s = fc::new_game(rng);
    fc::deal_round(s, round, fc::Seat::Human, rng);
    return s;
}

struct Table : TableFixture<TableScene> {
    explicit Table(const fc::GameState& state, int w = 1280, int h = 720, bool animations = true,
                   const char* difficulty = "greedy")
        : TableFixture(state, w, h, animations, difficulty) {}
    using TableFixture::click;
    std::vector<fc::Card> hand() { return state().player(fc::Seat::Human).hand; }
    Point card_point(int i) { return on(Target{HumanHand, i}); }
    void click_stock() { click(at(scene().layout().stock)); }
    void click_discard() { click(at(scene().layout().discard)); }
    bool human_to(fc::Phase p) { return scene().human_to(p); }
};

} // namespace

TEST_CASE("every face-up wild wears the W: the computer's and the discard pile's too") {
    // It was on the player's wilds only (issue 43). Round 3: 5s and jokers wild.
    fc::GameState s = dealt(3, 5);
    s.player(fc::Seat::Human).hand = {
        fc::Card::of(5, fc::Suit::Diamonds), fc::Card::of(9, fc::Suit::Clubs),
        fc::Card::of(10, fc::Suit::Hearts), fc::Card::of(11, fc::Suit::Spades),
        fc::Card::of(12, fc::Suit::Tridents)};
    s.player(fc::Seat::Computer).hand = {
        fc::Card::joker(1), fc::Card::of(3, fc::Suit::Clubs), fc::Card::of(5, fc::Suit::Hearts),
        fc::Card::of(7, fc::Suit::Spades), fc::Card::of(13, fc::Suit::Clubs)};
    s.discard = {fc::Card::of(5, fc::Suit::Spades)};
    Table t(s, 1280, 720, false);
    t.f.app->gfx().record_text_boxes(true);
    t.f.app->render_now();
    const TextBoxes* boxes = t.f.app->gfx().text_boxes();
    REQUIRE(boxes != nullptr);
    // Each "W" once, in whichever of the zone's cards it lies.
    const auto badges_in = [&](int zone, int count) {
        int found = 0;
        for (const DrawnText& line : boxes->visible()) {
            bool inside = false;
            for (int i = 0; i < count; ++i) {
                inside = inside || t.scene().box(Target{zone, i}).contains(line.box);
            }
            found += line.text == "W" && inside ? 1 : 0;
        }
        return found;
    };
    CHECK(badges_in(HumanHand, 5) == 1);
    CHECK(badges_in(ComputerHand, 5) == 2); // the joker and the 5♥
    CHECK(badges_in(Discard, 1) == 1);
    t.f.app->gfx().record_text_boxes(false);
}

TEST_CASE("a whole round played with the mouse, up to the round results") {
    Table t(after_toss(11, true));
    int turns = 0;
    for (; turns < 300 && t.f.top() == "table"; ++turns) {
        if (t.human_to(fc::Phase::Draw)) {
            const auto before = t.hand().size();
            t.click_stock();
            REQUIRE(t.state().phase == fc::Phase::Discard);
            CHECK(t.hand().size() == before + 1);
        } else if (t.human_to(fc::Phase::Discard)) {
            // Pick the first card, then the pile.
            const fc::Card chosen = t.scene().hand().at(0);
            t.click(t.card_point(0));
            REQUIRE(t.scene().selected() == 0);
            t.click_discard();
            REQUIRE(t.state().phase != fc::Phase::Discard);
            if (t.state().discard_top()) {
                CHECK(*t.state().discard_top() == chosen);
            }
        } else if (t.state().turn == fc::Seat::Computer && t.state().phase == fc::Phase::Draw &&
                   !t.scene().computer_busy()) {
            // The computer waits for Continue, so its reasons can be read.
            t.f.app->step(5);
            REQUIRE(t.state().turn == fc::Seat::Computer);
            t.click_button(Move);
            REQUIRE(t.f.run_until([&] { return !t.scene().computer_busy(); }));
            // Its moves are in the log with its reasons.
            const auto& entries = t.scene().log().entries();
            const bool explained =
                std::any_of(entries.begin(), entries.end(), [](const LogEntry& e) {
                    return e.who == LogEntry::Who::Computer && !e.reasons.empty();
                });
            CHECK(explained);
        } else {
            t.f.app->step(); // cards landing, results coming up
        }
    }
    REQUIRE(t.f.run_until([&] { return t.f.top() == "round_results"; }, 200));
    CHECK(t.f.app->depth() == 2); // the table waits under the results
    // Continue deals round 2 on the same table.
    t.f.key(SDLK_RETURN);
    REQUIRE(t.f.top() == "table");
    CHECK(t.state().round == 2);
    CHECK(t.hand().size() == 4);
}

TEST_CASE("keyboard only: D draws, an arrow and Enter discard") {
    Table t(dealt(3, 5));
    const auto before = t.hand();
    t.f.key(SDLK_d);
    REQUIRE(t.state().phase == fc::Phase::Discard);
    REQUIRE(t.hand().size() == before.size() + 1);
    // The focus sits on the drawn card; Left moves to the card before it.
    const auto& focus = t.scene().focus();
    REQUIRE(focus.target.zone == HumanHand);
    t.f.key(SDLK_LEFT);
    REQUIRE(focus.target.zone == HumanHand);
    // Past the wilds, which sit at the right end (Enter on one only asks).
    while (fc::is_wild(t.scene().hand().at(focus.target.index), t.state().wild_rank())) {
        REQUIRE(focus.target.index > 0);
        t.f.key(SDLK_LEFT);
    }
    const fc::Card chosen = t.scene().hand().at(focus.target.index);
    t.f.key(SDLK_RETURN);
    CHECK(t.state().turn == fc::Seat::Computer);
    CHECK(t.state().phase == fc::Phase::Draw);
    CHECK(*t.state().discard_top() == chosen);
    CHECK(t.hand().size() == before.size());
    // The computer then plays on C.
    t.f.key(SDLK_c);
    REQUIRE(t.f.run_until(
        [&] { return t.state().turn == fc::Seat::Human && !t.scene().computer_busy(); }));
    CHECK(t.state().phase == fc::Phase::Draw);
    // Back to the human: the focus waits on the draw pile, so Enter draws.
    CHECK(focus.target == (Target{Stock, 0}));
    t.f.key(SDLK_RETURN);
    CHECK(t.state().phase == fc::Phase::Discard);
}

TEST_CASE("T takes the discard, and the drawn card is the old top") {
    Table t(dealt(2, 9));
    const fc::Card top = *t.state().discard_top();
    t.f.key(SDLK_t);
    REQUIRE(t.state().phase == fc::Phase::Discard);
    const auto h = t.hand();
    CHECK(std::count(h.begin(), h.end(), top) >= 1);
}

TEST_CASE("help shows the expert's advice and highlights the suggested card") {
    Table t(dealt(4, 21));
    t.f.key(SDLK_d);
    REQUIRE(t.state().phase == fc::Phase::Discard);
    t.f.key(SDLK_h);
    REQUIRE(t.scene().help_open());
    REQUIRE(t.f.run_until([&] { return t.scene().advice().has_value(); }));
    const fc::Advice& advice = *t.scene().advice();
    CHECK_FALSE(advice.lines.empty());
    const auto* discard = std::get_if<fc::Discard>(&advice.action);
    REQUIRE(discard != nullptr);
    const auto hinted = t.scene().hinted_cards();
    REQUIRE_FALSE(hinted.empty());
    const auto& order = t.scene().hand();
    CHECK(std::any_of(hinted.begin(), hinted.end(),
                      [&](int i) { return order.at(i) == discard->card; }));
    // The advice panel has its place in the side column, away from the log.
    const auto& fr = t.scene().frame();
    CHECK_FALSE(fr.help.empty());
    CHECK_FALSE(fr.help.overlaps(fr.log));
    // H again puts it away.
    t.f.key(SDLK_h);
    CHECK_FALSE(t.scene().help_open());
    CHECK(t.scene().hinted_cards().empty());
}

TEST_CASE("help is not offered on the computer's turn") {
    fc::GameState s = dealt(3, 4);
    s.turn = fc::Seat::Computer;
    Table t(s);
    t.f.key(SDLK_h);
    CHECK_FALSE(t.scene().help_open());
    t.click_button(parlor::app::table::button::help);
    CHECK_FALSE(t.scene().help_open());
}

TEST_CASE("targets that are not legal do nothing when clicked") {
    Table t(dealt(3, 8));
    const fc::GameState start = t.state();
    // Before drawing, the hand is not a target: clicks and double-clicks change nothing.
    t.click(t.card_point(1));
    CHECK_FALSE(t.scene().selected().has_value());
    t.click(t.card_point(1), 2);
    CHECK(t.state().phase == fc::Phase::Draw);
    CHECK(t.hand() == start.player(fc::Seat::Human).hand);

    t.click_stock();
    REQUIRE(t.state().phase == fc::Phase::Discard);
    const auto stock_size = t.state().stock.size();
    // After drawing, the stock is no target, and the pile needs a card first.
    t.click_stock();
    t.click_discard();
    CHECK(t.state().phase == fc::Phase::Discard);
    CHECK(t.state().stock.size() == stock_size);
    // Save and Make a move belong before the turn.
    t.click_button(parlor::app::table::button::save);
    CHECK(t.f.top() == "table");

    // A double click on a card discards it.
    const fc::Card card = t.scene().hand().at(2);
    t.click(t.card_point(2), 2);
    CHECK(t.state().turn == fc::Seat::Computer);
    CHECK(*t.state().discard_top() == card);
    // On the computer's turn the piles do nothing for the human.
    t.click_stock();
    t.click_discard();
    CHECK(t.state().turn == fc::Seat::Computer);
    CHECK(t.state().phase == fc::Phase::Draw);
}

TEST_CASE("dragging a card onto the discard pile discards it; within the hand it reorders") {
    Table t(dealt(5, 12));
    t.click_stock();
    REQUIRE(t.state().phase == fc::Phase::Discard);
    const std::vector<fc::Card> before = t.scene().hand().cards();

    // Reorder: the first card dragged past the last.
    const Point from = t.card_point(0);
    const Rect last = t.scene().box(Target{HumanHand, t.scene().hand().size() - 1});
    SDL_Event e = t.press(from);
    t.f.move(from.x + 20, from.y);
    t.f.move(last.right() + 5, from.y);
    CHECK(t.scene().dragging());
    e.type = SDL_MOUSEBUTTONUP;
    e.button.x = static_cast<int>(last.right() + 5);
    t.f.push(e);
    t.f.app->step();
    const auto& after = t.scene().hand().cards();
    CHECK(after.back() == before.front());
    CHECK(t.state().phase == fc::Phase::Discard); // reordering is no move

    // Discard by dragging the (new) first card onto the pile.
    const fc::Card dragged = after.front();
    const Point start = t.card_point(0);
    const Point pile = t.at(t.scene().layout().discard);
    t.f.move(start.x, start.y);
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.x = static_cast<int>(start.x);
    e.button.y = static_cast<int>(start.y);
    t.f.push(e);
    t.f.app->step();
    t.f.move(start.x + 30, start.y - 30);
    t.f.move(pile.x, pile.y);
    e.type = SDL_MOUSEBUTTONUP;
    e.button.x = static_cast<int>(pile.x);
    e.button.y = static_cast<int>(pile.y);
    t.f.push(e);
    t.f.app->step();
    CHECK(t.state().turn == fc::Seat::Computer);
    CHECK(*t.state().discard_top() == dragged);
}

TEST_CASE("cards fly after a move; any input lands them; the setting turns them off") {
    SUBCASE("animations on") {
        Table t(dealt(3, 14));
        t.f.key(SDLK_RIGHT); // lands the deal
        CHECK_FALSE(t.scene().flights().flying());
        t.click_stock();
        CHECK(t.scene().flights().flying()); // the drawn card is on its way
        t.f.key(SDLK_RIGHT);                 // any key
        CHECK_FALSE(t.scene().flights().flying());
    }
    SUBCASE("animations off") {
        Table t(dealt(3, 14), 1280, 720, false);
        CHECK_FALSE(t.scene().flights().flying());
        t.click_stock();
        CHECK_FALSE(t.scene().flights().flying());
    }
}

TEST_CASE("a turn writes the autosave, which loads back to the same game") {
    Table t(dealt(3, 31));
    t.f.key(SDLK_d);
    t.f.key(SDLK_RETURN);
    REQUIRE(t.state().turn == fc::Seat::Computer);
    const auto loaded = fc::load_save_file(t.f.app->unfinished().path("fivecrowns"));
    REQUIRE(loaded.state.has_value());
    CHECK(loaded.state->player(fc::Seat::Human).hand == t.hand());
    CHECK(loaded.state->discard == t.state().discard);
    CHECK(loaded.state->turn == fc::Seat::Computer);
}

TEST_CASE("S opens the save dialog before a turn; Esc opens the pause menu") {
    Table t(dealt(3, 2));
    t.f.key(SDLK_s);
    CHECK(t.f.top() == "save");
    t.f.key(SDLK_ESCAPE);
    REQUIRE(t.f.top() == "table");
    t.f.key(SDLK_ESCAPE);
    CHECK(t.f.top() == "pause");
}

TEST_CASE("auto-continue lets the computer play on by itself") {
    fc::GameState s = dealt(3, 6);
    s.turn = fc::Seat::Computer;
    Table t(s);
    t.f.app->settings().set_option("fivecrowns", "auto_continue", true);
    REQUIRE(t.f.run_until(
        [&] { return t.state().turn == fc::Seat::Human && !t.scene().computer_busy(); }));
    CHECK(t.state().phase == fc::Phase::Draw);
}

namespace {

// The computer's reasons in the log after it played its turns up to the player's, and the cards
// of its hand the player has not seen (its hand less what it took from the discard pile).
struct Told {
    std::vector<std::string> reasons;
    std::vector<fc::Card> hidden;
};

Told computer_turns(std::uint64_t seed, bool hide) {
    fc::GameState s = dealt(6, seed);
    s.turn = fc::Seat::Computer;
    Table t(s, 1280, 720, true, "expert"); // the expert's reasons describe its hand
    t.f.app->settings().set_option("fivecrowns", hide_computer_hand, hide);
    t.f.app->settings().set_option("fivecrowns", "auto_continue", true);
    REQUIRE(t.f.run_until(
        [&] { return t.state().turn == fc::Seat::Human && !t.scene().computer_busy(); }));
    Told told;
    for (const auto& entry : t.scene().log().entries()) {
        told.reasons.insert(told.reasons.end(), entry.reasons.begin(), entry.reasons.end());
    }
    told.hidden = t.state().player(fc::Seat::Computer).hand;
    for (const fc::Card seen : fc::view_for(t.state(), fc::Seat::Human).opponent_took) {
        told.hidden.erase(std::find(told.hidden.begin(), told.hidden.end(), seen));
    }
    return told;
}

bool names_hidden(const Told& told) {
    return std::any_of(told.reasons.begin(), told.reasons.end(), [&](const std::string& r) {
        return std::any_of(told.hidden.begin(), told.hidden.end(), [&](fc::Card c) {
            return r.find(parlor::cards::pretty(c)) != std::string::npos;
        });
    });
}

} // namespace

// Issue 42: with "Hide the computer's hand" on, the log told the computer's reasons unfiltered,
// and they name cards of its hand ("goes into my run ...").
TEST_CASE("a hidden hand keeps the computer's reasons from naming its cards in the log") {
    int leaks_when_shown = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        CAPTURE(seed);
        const Told shown = computer_turns(seed, false);
        leaks_when_shown += names_hidden(shown) ? 1 : 0;
        const Told hidden = computer_turns(seed, true);
        CHECK_FALSE(names_hidden(hidden));
    }
    // Face up, the same turns do name its cards: the filter above had something to hold back.
    CHECK(leaks_when_shown > 0);
}

TEST_CASE("the table fits 1024x600 to 3840x2160 with 14-card hands") {
    for (auto dimensions : {std::pair{1024, 600}, std::pair{1280, 720}, std::pair{1920, 1080},
                            std::pair{3840, 2160}}) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        INFO(w << "x" << h);
        Table t(dealt(11, 40), w, h, false);
        t.f.key(SDLK_d); // 14 cards in the human's hand
        REQUIRE(t.hand().size() == 14);
        const auto& fr = t.scene().frame();
        const Layout l = t.scene().layout();
        CHECK(fr.window.w == w);
        CHECK(fr.window.h == h);
        const auto& human = t.scene().row(HumanHand)->boxes;
        const auto& computer = t.scene().row(ComputerHand)->boxes;
        REQUIRE(human.size() == 14);
        REQUIRE(computer.size() == 13);
        for (const Rect& c : human) {
            CHECK(fr.window.contains(c));
            for (const Rect& other :
                 {l.stock, l.discard, l.stock_strip, fr.log, l.arrangement, fr.menu_bar}) {
                CHECK_FALSE(c.overlaps(other));
            }
        }
        for (const Rect& c : computer) {
            CHECK(fr.window.contains(c));
            CHECK_FALSE(c.overlaps(l.stock));
            CHECK_FALSE(c.overlaps(l.discard));
        }
        for (const Rect& box : t.scene().menu_bar().boxes()) {
            CHECK(fr.menu_bar.contains(box));
        }
    }
}

TEST_CASE("going out in the last round leads through the round results to the game results") {
    fc::GameState s = dealt(11, 3);
    // Thirteen cards that are already a run of spades 3-Q and a book of threes.
    std::vector<fc::Card> hand;
    for (int rank = 3; rank <= 12; ++rank) {
        hand.push_back(fc::Card::of(rank, fc::Suit::Spades));
    }
    for (auto suit : {fc::Suit::Hearts, fc::Suit::Clubs, fc::Suit::Diamonds}) {
        hand.push_back(fc::Card::of(3, suit));
    }
    s.player(fc::Seat::Human).hand = hand;
    Table t(s);
    t.f.key(SDLK_d);
    REQUIRE(t.state().phase == fc::Phase::Discard);
    // The drawn card has the focus; throwing it back leaves the melds: out.
    REQUIRE(t.scene().focus().target == (Target{HumanHand, t.scene().hand().last_added()}));
    t.f.key(SDLK_RETURN);
    REQUIRE(t.state().went_out == fc::Seat::Human);
    const auto& entries = t.scene().log().entries();
    const bool announced = std::any_of(entries.begin(), entries.end(), [](const LogEntry& e) {
        return e.text == "You went out! Computer may play one last turn." &&
               e.reasons.size() == 2; // the two melds
    });
    CHECK(announced);
    // The computer's last turn, then the scores.
    t.f.key(SDLK_c);
    REQUIRE(t.f.run_until([&] { return t.f.top() == "round_results"; }, 600));
    t.f.key(SDLK_RETURN);
    CHECK(t.f.top() == "game_results");
}

TEST_CASE("a game played to its end: gone from Continue at once, counted once, even when the "
          "program ends on the last round's sheet") {
    fc::GameState s = dealt(11, 3);
    std::vector<fc::Card> hand; // a run of spades 3-Q and a book of threes, as above
    for (int rank = 3; rank <= 12; ++rank) {
        hand.push_back(fc::Card::of(rank, fc::Suit::Spades));
    }
    for (auto suit : {fc::Suit::Hearts, fc::Suit::Clubs, fc::Suit::Diamonds}) {
        hand.push_back(fc::Card::of(3, suit));
    }
    s.player(fc::Seat::Human).hand = hand;
    Table t(s);
    REQUIRE(t.f.app->unfinished().has("fivecrowns"));
    t.f.key(SDLK_d);
    t.f.key(SDLK_RETURN); // out
    t.f.key(SDLK_c);      // the computer's last turn
    REQUIRE(t.f.run_until([&] { return t.f.top() == "round_results"; }, 600));
    check_finished_then_restart(t.f, "fivecrowns");
}

TEST_CASE("a round's results offer the expert's review of that round, from the table's record") {
    // A game begun from the title is recorded (the entry deals and tosses first).
    AppFixture f(1280, 720);
    f.app->settings().animations = false;
    NewGameChoice choice;
    choice.game_id = "fivecrowns";
    choice.difficulty = "greedy";
    choice.seed = 5;
    start_from_title(f, choice);
    // Round 1 by keys: draw from the stock, throw the card the focus sits on (the one drawn);
    // the computer plays on C.
    for (int turns = 0; turns < 400 && f.top() == "table"; ++turns) {
        auto* scene = f.top_as<TableScene>();
        REQUIRE(scene != nullptr);
        if (scene->human_to(fc::Phase::Draw)) {
            f.key(SDLK_d);
        } else if (scene->human_to(fc::Phase::Discard)) {
            f.key(SDLK_RETURN);
        } else if (scene->state().turn == fc::Seat::Computer &&
                   scene->state().phase == fc::Phase::Draw && !scene->computer_busy()) {
            f.key(SDLK_c);
        } else {
            f.app->step();
        }
    }
    REQUIRE(f.run_until([&] { return f.top() == "round_results"; }, 400));
    auto* results = f.top_as<table::ResultsScreen>();
    REQUIRE(results != nullptr);
    const auto kinds = table::results_buttons(results->sheet());
    CHECK(std::find(kinds.begin(), kinds.end(), table::ResultsButton::Review) != kinds.end());

    // The review of the record in the data folder, as `parlor-cli review` gives it.
    std::string error;
    const fc::RecordedGames read =
        fc::read_recorded_games(only_record(f, "fivecrowns"), "table.jsonl");
    REQUIRE_MESSAGE(read.ok(), read.error);
    const parlor::record::Review review =
        fc::review(read.games[0], fc::Seat::Human, "table.jsonl", 1, error);
    REQUIRE(error.empty());
    CHECK(review.decisions >= 2);

    table::ReviewOverlay* page = &open_review(f);
    CHECK(page->title() == "Review of round 1");
    CHECK(page->text().find(parlor::record::summary(parlor::record::of_round(review, 1))) !=
          std::string::npos);
    f.key(SDLK_ESCAPE);
    CHECK(f.top() == "round_results");
}

// Not a check: renders the table at the moments worth looking at and writes PNGs to the folder
// in shots_dir(). Run it by hand: parlor_tests_app -tc="table screenshots" --no-skip
TEST_CASE("table screenshots" * doctest::skip()) {
    const std::string dir = shots_dir();
    for (auto [w, h] : {std::pair{1280, 720}, std::pair{1920, 1080}, std::pair{1024, 600}}) {
        const std::string size = std::to_string(w) + "x" + std::to_string(h);
        auto shot = [&](Table& t, const std::string& name) {
            t.f.app->step();
            REQUIRE_FALSE(t.f.app->save_screenshot(dir + "/" + name + "-" + size + ".png"));
        };
        Table t(dealt(7, 1234), w, h);
        // A few turns so the log has the computer's reasons in it.
        for (int turn = 0; turn < 3; ++turn) {
            t.f.key(SDLK_d);
            t.f.key(SDLK_RETURN);
            t.f.key(SDLK_c);
            REQUIRE(t.f.run_until(
                [&] { return t.state().turn == fc::Seat::Human && !t.scene().computer_busy(); }));
            t.f.app->step(40);
        }
        shot(t, "table-before-draw");
        t.click_stock();
        t.f.app->step(40);
        t.click(t.card_point(1));
        t.f.move(t.card_point(3).x, t.card_point(3).y);
        shot(t, "table-card-picked");
        t.click(t.card_point(1)); // put it back
        t.f.key(SDLK_h);
        REQUIRE(t.f.run_until([&] { return t.scene().advice().has_value(); }));
        shot(t, "table-help");
        t.f.key(SDLK_LEFT); // shows the focus ring
        shot(t, "table-focus");
        t.f.key(SDLK_RETURN);
        t.f.app->step(40);
        shot(t, "table-computer-to-play");
        // Play on until the round is scored.
        for (int i = 0; i < 400 && t.f.top() == "table"; ++i) {
            if (t.human_to(fc::Phase::Draw)) {
                t.f.key(SDLK_d);
            } else if (t.human_to(fc::Phase::Discard)) {
                t.f.key(SDLK_RETURN);
            } else if (t.state().turn == fc::Seat::Computer && t.state().phase == fc::Phase::Draw &&
                       !t.scene().computer_busy()) {
                t.f.key(SDLK_c);
            } else {
                t.f.app->step();
            }
        }
        REQUIRE(t.f.run_until([&] { return t.f.top() == "round_results"; }, 400));
        shot(t, "round-results");
    }
}

TEST_CASE("Shift+Left and Shift+Right move the focused card within the hand") {
    Table t(dealt(5, 9));
    t.f.key(SDLK_d); // draw: the focus goes to the card drawn
    const Target focus = t.scene().focus().target;
    REQUIRE(focus.zone == HumanHand);
    const std::vector<fc::Card> before = t.scene().hand().cards();
    const bool leftmost = focus.index == 0;
    t.f.key(leftmost ? SDLK_RIGHT : SDLK_LEFT, KMOD_LSHIFT);
    const std::vector<fc::Card> after = t.scene().hand().cards();
    const int to = focus.index + (leftmost ? 1 : -1);
    CHECK(after[static_cast<std::size_t>(to)] == before[static_cast<std::size_t>(focus.index)]);
    CHECK(after[static_cast<std::size_t>(focus.index)] == before[static_cast<std::size_t>(to)]);
    CHECK(t.scene().focus().target == (Target{HumanHand, to}));
}

} // namespace fivecrowns_table_test

import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { OPEN_ALL_DAY } from '@sokoni/domain/opening-hours';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { overviewAnswer } from '../testing/fixtures.ts';
import { AdminNavList } from './admin-nav.tsx';
import { OverviewCards } from './overview-cards.tsx';
import { StoreHoursSummary } from './store-hours-summary.tsx';

/** The figure a card shows, found by its label as a reader would. */
function card(label: string): HTMLElement {
  return screen.getByText(label, { selector: 'dt' }).parentElement!;
}

describe('the admin console in Kiswahili', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('sw');
  });

  it('names every section and the way out in Kiswahili', () => {
    render(
      <MemoryRouter>
        <AdminNavList active="overview" onSelect={() => {}} onLogout={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Muhtasari' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Maduka' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wasafirishaji' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Misimbo ya ofa' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ukurasa wa mwanzo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toka' })).toBeInTheDocument();
  });

  it('shows the overview figures with Kiswahili labels, money still in Ksh', () => {
    render(<OverviewCards overview={overviewAnswer()} />);
    expect(screen.getByRole('heading', { name: 'Pesa, siku 30 zilizopita (bila oda zilizoghairiwa)' })).toBeInTheDocument();
    expect(card('Leo')).toHaveTextContent('3');
    expect(card('Thamani ya oda zote')).toHaveTextContent('Ksh 123,456');
    expect(card('Thamani ya oda zote')).toHaveTextContent('Bidhaa Ksh 110,000.00 pamoja na ada za usafirishaji');
    expect(card('Maduka hai')).toHaveTextContent('17 kwa jumla · 1 yamesimamishwa · 2 hayajathibitishwa');
    expect(card('Wasafirishaji wanaosubiri')).toHaveTextContent('Wanasubiri kuidhinishwa');
  });

  it('reads a store’s week in Kiswahili day names', () => {
    render(<StoreHoursSummary hours={{ ...OPEN_ALL_DAY, week: { ...OPEN_ALL_DAY.week, sun: [] } }} />);
    expect(screen.getByText('Jtatu').nextSibling).toHaveTextContent('Siku nzima');
    expect(screen.getByText('Jpili').nextSibling).toHaveTextContent('Imefungwa');
  });
});
